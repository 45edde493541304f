import { Link } from "react-router";
import type { Route } from "./+types/sitemap";
import { PageHeading } from "~/components/layout/PageHeading";
import { db, env } from "~/lib/db.server";
import { SITEMAP_GROUPS, buildSitemap, localeOf, localisedPath } from "~/lib/content.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "content", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("Sitemap | Dolphin") }, { name: "description", content: text("Every page of the Dolphin website, grouped by area.") }];
};

/** /sitemap: the same entries as /sitemap.xml, grouped by area for people. */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const entries = await buildSitemap(db(), env.DB);
  const groups = SITEMAP_GROUPS.map((group) => ({
    group,
    id: group
      .toLowerCase()
      .replace(/[^a-z]+/g, "-")
      .replace(/-$/, ""),
    entries: entries
      .filter((entry) => entry.group === group)
      .map((entry) => ({ title: entry.title, said: entry.said, href: localisedPath(entry.path, locale), language: entry.language ?? "en" })),
  })).filter((group) => group.entries.length > 0);
  return { groups, total: entries.length };
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { t, text, locale, intlLocale } = useT();
  // Interface titles ('Contact us', 'Buy SuperNova') are said in the page's language; the rest
  // are marked with their own: the route table's are English, stored content's its own.
  const collator = new Intl.Collator(intlLocale);
  const shown = (entries: (typeof loaderData.groups)[number]["entries"]) =>
    entries
      .map((entry) => ({ ...entry, shown: entry.said ? text(entry.said.message, entry.said.values) : entry.title }))
      .sort((a, b) => collator.compare(a.shown, b.shown));
  return (
    <div className="container page">
      <PageHeading>{t("Sitemap")}</PageHeading>
      <p className="lead">{t("All {count} pages of this website, grouped by area.", { count: loaderData.total })}</p>
      <nav aria-label={text("Sitemap areas")}>
        <ul className="sitemap__areas">
          {loaderData.groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{t(group.group)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <h2 id={group.id}>{t(group.group)}</h2>
          <ul className="sitemap__list">
            {shown(group.entries).map((entry) => (
              <li key={entry.href} lang={entry.said ? undefined : langOfContent(locale, entry.language)}>
                <Link to={entry.href}>{entry.said ? t(entry.said.message, entry.said.values) : entry.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
