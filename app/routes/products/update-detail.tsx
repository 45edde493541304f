import { Link } from "react-router";
import type { Route } from "./+types/update-detail";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { RichText } from "~/features/products/RichText";
import { notFound, numericParam } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { getSessionUser } from "~/lib/session.server";
import { checkUpdateLicence, getUpdate, sanitiseHtml, updateFileUrl } from "./updates.server";

/** /product/updates?id={id}: one update, its release notes, and its file for those licensed to it. */
export async function loader({ request }: Route.LoaderArgs) {
  const requestUrl = new URL(request.url);
  const id = numericParam(requestUrl.searchParams.get("id"));
  const database = db();
  const update = await getUpdate(database, id);
  if (!update) notFound();
  const user = await getSessionUser(request);
  const licence = await checkUpdateLicence(database, user?.userId ?? null, update);
  return {
    update: {
      id: update.id,
      title: update.title,
      productName: update.productName,
      version: update.version,
      productId: update.productId,
      productVersionId: update.productVersionId,
      releaseDate: update.releaseDate,
      notes: sanitiseHtml(update.description),
    },
    licence,
    // The file is served by the Worker after the same licence check, never as a public static file.
    fileUrl: licence.allowed ? updateFileUrl(update.id) : null,
    signInUrl: buildUrl("Login", {}, { query: { returnTo: `${requestUrl.pathname}${requestUrl.search}` } }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => [{ title: `${data?.update.title ?? "Update"} | Dolphin` }];

export default function UpdateDetail({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { update, licence } = loaderData;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("ProductsUpdates", undefined, { query: { product: update.productId, productVersion: update.productVersionId } })}>
          All updates for {update.productName} {update.version}
        </Link>
      </p>
      <PageHeading>{update.title}</PageHeading>
      <p>
        For {update.productName} {update.version}. Released{" "}
        {new Date(update.releaseDate).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}.
      </p>
      <h2>What this update changes</h2>
      <RichText html={update.notes} />
      <h2>Download</h2>
      {loaderData.fileUrl ? (
        <>
          <p>
            {licence.reason === "free"
              ? "This update is free for everyone who uses this version."
              : "Your DolphinID holds a licence for this version, so the update is free for you."}
          </p>
          <p>
            <a className="button" href={loaderData.fileUrl} download>
              Download {update.title}
            </a>
          </p>
          <p>Close your Dolphin software before you run the update. Your settings are kept.</p>
        </>
      ) : licence.reason === "signed-out" ? (
        <StatusAlert kind="message" title="Sign in to download this update">
          <p>
            Updates are free for licence holders. Sign in with the DolphinID your {update.productName} licence is registered to, and the
            download appears here.
          </p>
          <p>
            <a href={loaderData.signInUrl}>Sign in with your DolphinID</a>
          </p>
        </StatusAlert>
      ) : (
        <StatusAlert kind="message" title="Your DolphinID has no licence for this version">
          <p>
            We could not find a licence for {update.productName} {update.version} on your DolphinID. If you bought it from a dealer or your
            employer, <Link to={url("AccountLicences")}>register its serial number in My licences</Link>, or{" "}
            <Link to={url("ContactSupport")}>contact our support team</Link> with your serial number.
          </p>
        </StatusAlert>
      )}
    </div>
  );
}
