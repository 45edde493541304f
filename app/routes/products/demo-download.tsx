import { redirect } from "react-router";
import type { Route } from "./+types/demo-download";
import { demoFileUrl } from "~/features/products/downloads.server";
import { DownloadProblem } from "~/features/products/DownloadProblem";
import { notFound, numericParam } from "~/features/products/params.server";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: it only says why there is no file.
export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;

/** /downloads/product?demo=true&lid={languageId}&pvid={versionId}: a legacy demo download. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  if (query.get("demo") !== "true") notFound();
  const languageId = numericParam(query.get("lid"));
  const versionId = numericParam(query.get("pvid"));
  const fileUrl = await demoFileUrl(db(), versionId, languageId);
  if (!fileUrl) return { reason: "no-file" };
  throw redirect(fileUrl, 302);
}

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Download | Dolphin") }];

export default function DemoDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadProblem reason={loaderData.reason} />;
}
