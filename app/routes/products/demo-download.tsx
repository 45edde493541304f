import { redirect } from "react-router";
import type { Route } from "./+types/demo-download";
import { demoFileUrl } from "~/features/products/downloads.server";
import { DownloadProblem } from "~/features/products/DownloadProblem";
import { notFound, numericParam } from "~/features/products/params.server";
import { db } from "~/lib/db.server";

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

export const meta: Route.MetaFunction = () => [{ title: "Download | Dolphin" }];

export default function DemoDownload({ loaderData }: Route.ComponentProps) {
  return <DownloadProblem reason={loaderData.reason} />;
}
