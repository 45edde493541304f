import { Link, data } from "react-router";
import type { Route } from "./+types/library";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findLibrary, libraryAppOf, libraryInstructionsAction, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

function libraryIdOf(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const app = libraryAppOf(request, params);
  const id = libraryIdOf(params.libraryId);
  const library = await findLibrary(db(), app, id);
  if (!library) throw data(null, { status: 404 });
  redirectToCanonical(request, params, `/${app}/Library/${id}`);
  return {
    app,
    library: { ...library, description: renderBody(library.description), howToJoin: renderBody(library.howToJoin) },
  };
}

/** POST: email the joining instructions to the visitor (a few per address in ten minutes; an unknown library is not found). */
export const action = libraryInstructionsAction;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.library.name} in ${loaderData.app} | Dolphin` }, { name: "description", content: loaderData.library.summary }]
    : [{ title: "Page not found | Dolphin" }];

export default function Library({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { app, library } = loaderData;
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  return (
    <div className="container page">
      <p>
        <Link to={url(app === "GuideConnect" ? "GuideConnectLibrariesList" : "EasyReaderLibrariesList")}>All {app} libraries</Link>
      </p>
      <PageHeading>{library.name}</PageHeading>
      <p className="lead">{library.summary}</p>
      <dl className="library-list__facts">
        <div>
          <dt>Country</dt>
          <dd>{library.countryName}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{library.languageName}</dd>
        </div>
        <div>
          <dt>Formats</dt>
          <dd>{library.formats}</dd>
        </div>
      </dl>
      <h2>What the library offers</h2>
      <div className="prose" dangerouslySetInnerHTML={{ __html: library.description }} />
      <h2>How to join</h2>
      <div className="prose" dangerouslySetInnerHTML={{ __html: library.howToJoin }} />
      <p>
        <a href={library.website} rel="noopener noreferrer">
          Visit the {library.name} website<span className="visually-hidden"> (opens another website)</span>
        </a>
      </p>
      <section className="panel" aria-labelledby="send-instructions-title">
        <h2 id="send-instructions-title">Send these instructions to my email</h2>
        {actionData?.status === "done" ? (
          <StatusAlert kind="success">
            <p>{actionData.message}</p>
          </StatusAlert>
        ) : (
          <form method="post" data-busy-form="" noValidate>
            <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
            {refusal && (
              <StatusAlert kind="error">
                <p>{refusal}</p>
              </StatusAlert>
            )}
            <TextField name="email" defaultValue={keptValue(actionData, "email")} label="Email address" type="email" autoComplete="email" required errors={errorsFor(fieldErrors, "email")} />
            <SubmitButton busyLabel="Sending…">
              Email me the instructions
            </SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
}
