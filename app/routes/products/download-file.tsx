import { data, redirect } from "react-router";
import type { Route } from "./+types/download-file";
import { resolveToken } from "~/features/products/downloads.server";
import { DOWNLOAD_PROBLEM_TITLE, DownloadProblem, downloadProblemStatus } from "~/features/products/DownloadProblem";
import { param } from "~/features/products/params.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText } from "~/i18n/I18n";

export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** The download itself: a good token redirects to its file; anything else is a page that explains. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = param(params.downloadToken, "token");
  const path = new URL(request.url).pathname;
  const kind = path.includes("/msi-downloads/") ? "reader-msi" : path.includes("/trial-downloads/") ? "trial" : "reader";
  const resolution = await resolveToken(db(), token, [kind], { record: true });
  if (resolution.ok) throw redirect(resolution.fileUrl, 302);
  return data({ reason: resolution.reason }, { status: downloadProblemStatus(resolution.reason) });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("{title} | Dolphin", { title: text(DOWNLOAD_PROBLEM_TITLE) }) }];
};

export default function DownloadFile({ loaderData }: Route.ComponentProps) {
  return <DownloadProblem reason={loaderData.reason} />;
}
