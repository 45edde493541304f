import { Link, data } from "react-router";
import { useEffect, useRef } from "react";
import type { Route } from "./+types/libraries-list";
import { PageHeading } from "~/components/layout/PageHeading";
import { SelectField } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { librariesFilterInput, librariesView, libraryAppOf, redirectToCanonical } from "~/lib/content.server";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

// Served without framework JavaScript to anonymous visitors: the filter is an ordinary post, and
// the count that comes back takes focus.
export const handle = { i18n: "content", hydrate: false } satisfies I18nHandle & FrameworkHandle;

function load(request: Request, params: { locale?: string }, input: Record<string, unknown>) {
  redirectToCanonical(request, params, `/${libraryAppOf(request, params)}/Libraries-List`);
  return librariesView(request, params, input);
}

/** GET: every library, or filtered by the query (country, language). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return load(request, params, await librariesFilterInput(request));
}

/** POST: the filter form posted; the same list, filtered by the form. */
export async function action({ request, params }: Route.ActionArgs) {
  return data(await load(request, params, await librariesFilterInput(request)));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  const app = loaderData?.app ?? "EasyReader";
  return [
    { title: text("{app} libraries | Dolphin", { app }) },
    { name: "description", content: text("Online libraries you can join and read from in {app}.", { app }) },
  ];
};

export default function LibrariesList({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text, locale } = useT();
  // Libraries, their countries and languages are English content in D1.
  const contentLang = langOfContent(locale, "en");
  const view = actionData ?? loaderData;
  const { app } = view;
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (actionData) status.current?.focus();
  }, [actionData]);
  const detailRoute = app === "GuideConnect" ? "GuideConnectLibrary" : "EasyReaderLibrary";
  const count = view.libraries.length;
  return (
    <div className="container page">
      <PageHeading>{t("{app} libraries", { app })}</PageHeading>
      <p className="lead">
        {t(
          "{app} can sign in to these online libraries, so you can borrow and read talking books and e-books without downloading files by hand. Choose a library to see how to join.",
          { app },
        )}
      </p>
      <PostForm className="filter-form" aria-labelledby="library-filter-title">
        <h2 id="library-filter-title">{t("Filter libraries")}</h2>
        <div className="filter-form__fields">
          {/* Countries and languages are named as D1 holds them. */}
          <SelectField
            name="country"
            translate="no"
            label={text("Country")}
            options={view.options.countries}
            placeholder={text("All countries")}
            defaultValue={String(view.country)}
          />
          <SelectField
            name="language"
            translate="no"
            label={text("Language")}
            options={view.options.languages}
            placeholder={text("All languages")}
            defaultValue={String(view.language)}
          />
        </div>
        <SubmitButton busyLabel={text("Loading…")}>{t("Show libraries")}</SubmitButton>
      </PostForm>
      <p ref={status} tabIndex={-1} role="status" className="filter-form__count" data-focus-on-load={actionData ? "" : undefined}>
        {count === 0
          ? t("No libraries match your choice. Choose another country or language.")
          : view.filtered
            ? t("{count, plural, one {# library matches your choice} other {# libraries match your choice}}", { count })
            : t("{count, plural, one {# library available} other {# libraries available}}", { count })}
      </p>
      <ul className="library-list">
        {view.libraries.map((library) => (
          <li key={library.id} className="library-list__item">
            <h2 translate="no">
              <Link to={url(detailRoute, { libraryId: library.id })}>{library.name}</Link>
            </h2>
            <p lang={contentLang}>{library.summary}</p>
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
          </li>
        ))}
      </ul>
      <p>
        <T message="Is your library missing? Read about <0>how libraries can join</0>." components={[<Link to={url("LibrariesAudience")} />]} />
      </p>
    </div>
  );
}
