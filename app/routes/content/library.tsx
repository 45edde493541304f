import { Link, data } from "react-router";
import type { Route } from "./+types/library";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { pathWithoutLocale, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db, env } from "~/lib/db.server";
import { type LibraryApp, findLibrary } from "../../../workers/content/service";
import { sendLibraryInstructions } from "../../../workers/content/forms";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";
import { SubmitButton } from "~/components/forms/SubmitButton";

function appOf(request: Request, params: { locale?: string }): LibraryApp {
  return pathWithoutLocale(request, params).toLowerCase().startsWith("/guideconnect") ? "GuideConnect" : "EasyReader";
}

function libraryIdOf(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw data(null, { status: 404 });
  return Number(value);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const app = appOf(request, params);
  const id = libraryIdOf(params.libraryId);
  const library = await findLibrary(db(), app, id);
  if (!library) throw data(null, { status: 404 });
  redirectToCanonical(request, params, `/${app}/Library/${id}`);
  return {
    app,
    library: { ...library, description: renderBody(library.description), howToJoin: renderBody(library.howToJoin) },
  };
}

/** POST: email the joining instructions to the visitor (rate-limited). */
export async function action({ request, params }: Route.ActionArgs) {
  const app = appOf(request, params);
  const id = libraryIdOf(params.libraryId);
  const limit = await hitRateLimit(env.DB, { name: "library-instructions", limit: 5, windowSeconds: 600 }, clientAddress(request));
  if (!limit.allowed) return data({ sent: false as const, fieldErrors: null, tooMany: true }, { status: 429 });
  const outcome = await sendLibraryInstructions(env, db(), app, id, await request.formData());
  if (!outcome) throw data(null, { status: 404 });
  if (!outcome.ok) return data({ sent: false as const, fieldErrors: outcome.fieldErrors, tooMany: false }, { status: 422 });
  return { sent: true as const, email: outcome.value.email, fieldErrors: null, tooMany: false };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [{ title: `${loaderData.library.name} in ${loaderData.app} | Dolphin` }, { name: "description", content: loaderData.library.summary }]
    : [{ title: "Page not found | Dolphin" }];

export default function Library({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { app, library } = loaderData;
  const fieldErrors = actionData && !actionData.sent ? actionData.fieldErrors : null;
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
        {actionData?.sent ? (
          <StatusAlert kind="success">
            <p>We have sent the joining instructions to {actionData.email}.</p>
          </StatusAlert>
        ) : (
          <form method="post" data-busy-form="" noValidate>
            <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
            {actionData?.tooMany && (
              <StatusAlert kind="error">
                <p>You have asked for several emails in a short time. Please wait a few minutes and try again.</p>
              </StatusAlert>
            )}
            <TextField name="email" label="Email address" type="email" autoComplete="email" required errors={errorsFor(fieldErrors, "email")} />
            <SubmitButton busyLabel="Sending…">
              Email me the instructions
            </SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
}
