import { data } from "react-router";
import type { Route } from "./+types/download";
import { resolveToken } from "~/features/products/downloads.server";
import { type CountdownLanguage, COUNTDOWN_LANGUAGES, DEFAULT_DOWNLOAD_LANG } from "@common/products";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { COUNTDOWN_TEXT, Countdown } from "~/features/products/Countdown";
import { DOWNLOAD_PROBLEM_TITLE, DownloadProblem, downloadProblemStatus } from "~/features/products/DownloadProblem";
import { notFound, param } from "~/features/products/params.server";
import { db } from "~/lib/db.server";

/**
 * The countdown pages: /downloads/{token}/{lang}, /msi-downloads/{token}/{lang} (lang en by
 * default; en, de, fr, nl) and /trial-downloads/{token} (English).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = param(params.downloadToken, "token");
  const lang = (params.lang === undefined ? DEFAULT_DOWNLOAD_LANG : param(params.lang, "lang")) as CountdownLanguage;
  if (!COUNTDOWN_LANGUAGES.includes(lang)) notFound();
  const path = new URL(request.url).pathname;
  const kind = path.includes("/msi-downloads/") ? "reader-msi" : path.includes("/trial-downloads/") ? "trial" : "reader";
  const resolution = await resolveToken(db(), token, [kind]);
  const fileRoute = kind === "reader-msi" ? "MsiDownloadFile" : kind === "trial" ? "TrialDownloadFile" : "DownloadFile";
  const thanks =
    kind === "trial" ? buildUrl("TrialDownloadThanks") : kind === "reader-msi" ? buildUrl("ReaderMsiDownloadThanks") : buildUrl("DownloadThanks", { lang });
  if (!resolution.ok) return data({ ok: false as const, reason: resolution.reason, lang }, { status: downloadProblemStatus(resolution.reason) });
  return { ok: true as const, lang, downloadUrl: buildUrl(fileRoute, { downloadToken: token }), thanksUrl: thanks };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${!loaderData ? "Download" : loaderData.ok ? COUNTDOWN_TEXT[loaderData.lang].title : DOWNLOAD_PROBLEM_TITLE} | Dolphin` },
];

export default function DownloadCountdown({ loaderData }: Route.ComponentProps) {
  if (!loaderData.ok) return <DownloadProblem reason={loaderData.reason} />;
  return (
    <div className="container page" lang={loaderData.lang}>
      <PageHeading>{COUNTDOWN_TEXT[loaderData.lang].title}</PageHeading>
      <Countdown lang={loaderData.lang} downloadUrl={loaderData.downloadUrl} thanksUrl={loaderData.thanksUrl} />
    </div>
  );
}
