import { Link } from "react-router";
import type { Route } from "./+types/update-detail";
import { buildUrl } from "@common/routes";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { RichText } from "~/features/products/RichText";
import { notFound, numericParam } from "~/features/products/params.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { isContentInPageLanguage, resolveLocale } from "@common/locale";
import { useContentLang } from "~/features/products/useContentLang";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "products", hydrate: false } satisfies I18nHandle & FrameworkHandle;
import { getSessionUser } from "~/lib/session.server";
import { checkUpdateLicence, getUpdate, sanitiseHtml, updateFileUrl } from "./updates.server";

/** /product/updates?id={id}: one update, its release notes, and its file for those licensed to it. */
export async function loader({ request, params }: Route.LoaderArgs) {
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
    signInUrl: buildUrl("Login", {}, { query: { returnTo: `${requestUrl.pathname}${requestUrl.search}` }, locale: resolveLocale(params.locale) }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData: data }) => {
  const { text } = metaText(matches);
  // The update's title is English content; other languages name it by product and version.
  return [
    {
      title: !data
        ? text("Update | Dolphin")
        : contentIsPageLanguage(matches)
          ? text("{title} | Dolphin", { title: data.update.title })
          : text("Update for {product} {version} | Dolphin", { product: data.update.productName, version: data.update.version }),
    },
  ];
};

function contentIsPageLanguage(matches: Parameters<Route.MetaFunction>[0]["matches"]) {
  return isContentInPageLanguage(metaText(matches).locale, 1);
}

export default function UpdateDetail({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { update, licence } = loaderData;
  const { t, text, formatDate } = useT();
  const contentLang = useContentLang();
  const released = (
    <time dateTime={update.releaseDate}>{formatDate(update.releaseDate, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}</time>
  );
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("ProductsUpdates", undefined, { query: { product: update.productId, productVersion: update.productVersionId } })}>
          {t("All updates for {product} {version}", { product: update.productName, version: update.version })}
        </Link>
      </p>
      <PageHeading>
        <span lang={contentLang}>{update.title}</span>
      </PageHeading>
      <p>
        <T message="For {product} {version}. Released <0/>." values={{ product: update.productName, version: update.version }} components={[released]} />
      </p>
      <h2>{t("What this update changes")}</h2>
      <RichText html={update.notes} lang={contentLang} />
      <h2>{t("Download")}</h2>
      {loaderData.fileUrl ? (
        <>
          <p>
            {licence.reason === "free"
              ? t("This update is free for everyone who uses this version.")
              : t("Your DolphinID holds a licence for this version, so the update is free for you.")}
          </p>
          <p>
            <a className="button" href={loaderData.fileUrl} download>
              {t("Download {title}", { title: update.title })}
            </a>
          </p>
          <p>{t("Close your Dolphin software before you run the update. Your settings are kept.")}</p>
        </>
      ) : licence.reason === "signed-out" ? (
        <StatusAlert kind="message" title={text("Sign in to download this update")}>
          <p>
            {t("Updates are free for licence holders. Sign in with the DolphinID your {product} licence is registered to, and the download appears here.", {
              product: update.productName,
            })}
          </p>
          <p>
            <a href={loaderData.signInUrl}>{t("Sign in with your DolphinID")}</a>
          </p>
        </StatusAlert>
      ) : (
        <StatusAlert kind="message" title={text("Your DolphinID has no licence for this version")}>
          <p>
            <T
              message="We could not find a licence for {product} {version} on your DolphinID. If you bought it from a dealer or your employer, <0>register its serial number in My licences</0>, or <1>contact our support team</1> with your serial number."
              values={{ product: update.productName, version: update.version }}
              components={[<Link to={url("AccountLicences")} />, <Link to={url("ContactSupport")} />]}
            />
          </p>
        </StatusAlert>
      )}
    </div>
  );
}
