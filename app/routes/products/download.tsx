import { data } from "react-router";
import type { Route } from "./+types/download";
import { resolveToken } from "~/features/products/downloads.server";
import { type CountdownLanguage, COUNTDOWN_LANGUAGES, DEFAULT_DOWNLOAD_LANG } from "@common/products";
import { resolveLocale } from "@common/locale";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { Countdown, countdownWords } from "~/features/products/Countdown";
import { DOWNLOAD_PROBLEM_TITLE, DownloadProblem, downloadProblemStatus } from "~/features/products/DownloadProblem";
import { notFound, param } from "~/features/products/params.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: the countdown is enhanced.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/**
 * The countdown pages: /downloads/{token}/{lang}, /msi-downloads/{token}/{lang} (lang en by
 * default; en, de, fr, nl) and /trial-downloads/{token} (English).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = param(params.downloadToken, "token");
  const lang = (params.lang === undefined ? DEFAULT_DOWNLOAD_LANG : param(params.lang, "lang")) as CountdownLanguage;
  if (!COUNTDOWN_LANGUAGES.includes(lang)) notFound();
  const path = new URL(request.url).pathname;
  const locale = resolveLocale(params.locale);
  const kind = path.includes("/msi-downloads/") ? "reader-msi" : path.includes("/trial-downloads/") ? "trial" : "reader";
  const resolution = await resolveToken(db(), token, [kind]);
  const fileRoute = kind === "reader-msi" ? "MsiDownloadFile" : kind === "trial" ? "TrialDownloadFile" : "DownloadFile";
  const thanks =
    kind === "trial"
      ? buildUrl("TrialDownloadThanks", {}, { locale })
      : kind === "reader-msi"
        ? buildUrl("ReaderMsiDownloadThanks", {}, { locale })
        : buildUrl("DownloadThanks", { lang }, { locale });
  if (!resolution.ok) return data({ ok: false as const, reason: resolution.reason, lang }, { status: downloadProblemStatus(resolution.reason) });
  return { ok: true as const, lang, downloadUrl: buildUrl(fileRoute, { downloadToken: token }), thanksUrl: thanks };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  if (!loaderData) return [{ title: text("Download | Dolphin") }];
  const title = loaderData.ok ? countdownWords(loaderData.lang, text).title : text(DOWNLOAD_PROBLEM_TITLE);
  return [{ title: text("{title} | Dolphin", { title }) }];
};

export default function DownloadCountdown({ loaderData }: Route.ComponentProps) {
  const { text } = useT();
  if (!loaderData.ok) return <DownloadProblem reason={loaderData.reason} />;
  // A link in German, French or Dutch shows its own language; one in English follows the page's.
  return (
    <div className="container page" lang={loaderData.lang === "en" ? undefined : loaderData.lang}>
      <PageHeading>{countdownWords(loaderData.lang, text).title}</PageHeading>
      <Countdown lang={loaderData.lang} downloadUrl={loaderData.downloadUrl} thanksUrl={loaderData.thanksUrl} />
    </div>
  );
}
