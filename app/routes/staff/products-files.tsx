/**
 * StaffDownloadFiles (/staff/products/files): upload an installer or an update patch file to
 * the DOWNLOADS bucket, and every file there with its size, type, SHA-256 checksum, who
 * uploaded it and when. The seed's stand-ins are marked as samples, not real installers.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-files";
import { FILE_KIND_LABELS } from "@common/schemas/staff-products";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { StaffTime, staffMeta } from "./components";
import { FileName, formatSize } from "./products-parts";
import { Uploader } from "./products-uploader";
import { filesAction, filesList } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { useT } from "~/i18n/I18n";
import { ScrollTable } from "./resource/table";

export const handle = { i18n: "staff", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => staffMeta("Installers and patch files | Products", matches);

export const loader = staffLoader(async () => ({ files: (await filesList()).map((file) => ({ ...file, uploadedAt: file.uploadedAt.toISOString() })) }));

export const action = filesAction;

export default function StaffDownloadFiles({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const page = useT();
  const { t } = page;
  const { files } = loaderData;
  const samples = files.filter((file) => file.sample).length;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> › <Link to={url("StaffProducts")}>{t("Products and downloads")}</Link>
      </p>
      <PageHeading>{t("Installers and patch files")}</PageHeading>
      <p>
        {t(
          "Upload a file here, then choose it for a version's language (installers) or an update (patch files) on the version's page. The site serves it from then on. Its SHA-256 checksum is computed from the stored file and checked against the one your browser computed.",
        )}
      </p>

      <section aria-labelledby="upload-title">
        <h2 id="upload-title">{t("Upload a file")}</h2>
        <Uploader actionData={actionData} filesRegion="download-files" />
      </section>

      <section id="download-files" aria-labelledby="files-title">
        <h2 id="files-title">{t("Files")}</h2>
        {samples > 0 && (
          <p>
            {t(
              "{count, plural, one {# of these files is a sample: a small stand-in the site was set up with, not a real installer or patch. Replace it with the real file.} other {# of these files are samples: small stand-ins the site was set up with, not real installers or patches. Replace each with the real file.}}",
              { count: samples },
            )}
          </p>
        )}
        <ScrollTable
          label="Installers and patch files (scrolls sideways)"
          caption={t("Installers and patch files ({count}), newest first", { count: files.length })}
        >
          <thead>
            <tr>
              <th scope="col">{t("Name")}</th>
              <th scope="col">{t("Kind")}</th>
              <th scope="col">{t("Size")}</th>
              <th scope="col">{t("Type")}</th>
              <th scope="col">{t("SHA-256 checksum")}</th>
              <th scope="col">{t("Uploaded by")}</th>
              <th scope="col">{t("Uploaded (UTC)")}</th>
            </tr>
          </thead>
          <tbody>
            {files.map((file) => (
              <tr key={file.id}>
                <th scope="row">
                  <FileName file={file} />
                </th>
                <td>{t(FILE_KIND_LABELS[file.kind])}</td>
                <td>{file.size === null ? t("Not measured") : formatSize(file.size, page)}</td>
                <td translate="no">{file.contentType}</td>
                <td>
                  {file.sha256 ? (
                    <code className="checksum" translate="no">
                      {file.sha256}
                    </code>
                  ) : (
                    t("Not recorded")
                  )}
                </td>
                <td>{file.uploadedByEmail ? <span translate="no">{file.uploadedByEmail}</span> : t("The site's setup")}</td>
                <td>
                  <StaffTime iso={file.uploadedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
    </div>
  );
}
