/**
 * The download pages' door to the server (workers/products): what a download token or a
 * legacy demo link leads to, the latest reader demo, and the reader download form's action,
 * made from the same operations as its /api/v1 routes.
 */
import { requestReaderDownload, requestReaderMsiDownload } from "@workers/products";
import { type ActionArgs, operationAction } from "~/lib/operation-action.server";

export { type ReaderDownloadKind, type TokenResolution, demoFileUrl, latestDemoVersionId, resolveToken } from "@workers/products";

/** The MSI package's form lives under /easyreader/msi/, the app's under /easyreader/windows/. */
export function readerDownloadKind(request: Request) {
  return new URL(request.url).pathname.includes("/easyreader/msi/") ? ("reader-msi" as const) : ("reader" as const);
}

const readerAction = operationAction(requestReaderDownload);
const msiAction = operationAction(requestReaderMsiDownload);

/** The reader download form posted without JavaScript: the app or the MSI package, by the page's address. */
export function readerDownloadAction(args: ActionArgs) {
  return readerDownloadKind(args.request) === "reader-msi" ? msiAction(args) : readerAction(args);
}
