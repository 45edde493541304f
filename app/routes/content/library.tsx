import { Link, data } from "react-router";
import type { Route } from "./+types/library";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { findLibrary, libraryAppOf, libraryInstructionsAction, redirectToCanonical, renderBody } from "~/lib/content.server";
import { db } from "~/lib/db.server";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { SubmitButton } from "~/components/forms/SubmitButton";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { isContentInPageLanguage } from "@common/locale";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post, and
// the answer that comes back takes focus.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text, locale } = metaText(matches);
  // A description in another language than the page's is left out (a meta tag cannot say its language).
  const description = isContentInPageLanguage(locale, 1) ? [{ name: "description", content: loaderData?.library.summary ?? "" }] : [];
  return loaderData
    ? [{ title: text("{library} in {app} | Dolphin", { library: loaderData.library.name, app: loaderData.app }) }, ...description]
    : [{ title: text("Page not found | Dolphin") }];
};

export default function Library({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // The library's details are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const { app, library } = loaderData;
  const fieldErrors = fieldErrorsOf(actionData);
  const refusal = actionData?.status === "error" ? actionData.message : null;
  return (
    <div className="container page">
      <p>
        <Link to={url(app === "GuideConnect" ? "GuideConnectLibrariesList" : "EasyReaderLibrariesList")}>{t("All {app} libraries", { app })}</Link>
      </p>
      <PageHeading>
        <span translate="no">{library.name}</span>
      </PageHeading>
      <p className="lead" lang={contentLang}>
        {library.summary}
      </p>
      <dl className="library-list__facts">
        <div>
          <dt>{t("Country")}</dt>
          <dd lang={contentLang}>{library.countryName}</dd>
        </div>
        <div>
          <dt>{t("Language")}</dt>
          <dd lang={contentLang}>{library.languageName}</dd>
        </div>
        <div>
          <dt>{t("Formats")}</dt>
          <dd lang={contentLang}>{library.formats}</dd>
        </div>
      </dl>
      <h2>{t("What the library offers")}</h2>
      <div className="prose" lang={contentLang} dangerouslySetInnerHTML={{ __html: library.description }} />
      <h2>{t("How to join")}</h2>
      <div className="prose" lang={contentLang} dangerouslySetInnerHTML={{ __html: library.howToJoin }} />
      <p>
        <a href={library.website} rel="noopener noreferrer">
          <T
            message="Visit the <0>{library}</0> website<1> (opens another website)</1>"
            values={{ library: library.name }}
            components={[<span translate="no" />, <span className="visually-hidden" />]}
          />
        </a>
      </p>
      <section className="panel" aria-labelledby="send-instructions-title">
        <h2 id="send-instructions-title">{t("Send these instructions to my email")}</h2>
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
            <TextField
              name="email"
              defaultValue={keptValue(actionData, "email")}
              label={text("Email address")}
              type="email"
              autoComplete="email"
              required
              errors={errorsFor(fieldErrors, "email")}
            />
            <SubmitButton busyLabel={text("Sending…")}>{t("Email me the instructions")}</SubmitButton>
          </form>
        )}
      </section>
    </div>
  );
}
