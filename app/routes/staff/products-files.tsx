/**
 * StaffDownloadFiles (/staff/products/files): upload an installer or an update patch file to
 * the DOWNLOADS bucket, and every file there with its size, type, SHA-256 checksum, who
 * uploaded it and when. The seed's stand-ins are marked as samples, not real installers.
 */
import { Link } from "react-router";
import type { Route } from "./+types/products-files";
import { FILE_KIND_LABELS, formatBytes } from "@common/schemas/staff-products";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { staffLoader } from "~/lib/staff.server";
import { formatStaffTime, staffMeta } from "./components";
import { FileName } from "./products-parts";
import { Uploader } from "./products-uploader";
import { filesAction, filesList } from "./products.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "staff" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => staffMeta("Installers and patch files | Products");

export const loader = staffLoader(async () => ({ files: (await filesList()).map((file) => ({ ...file, uploadedAt: file.uploadedAt.toISOString() })) }));

export const action = filesAction;

export default function StaffDownloadFiles({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { files } = loaderData;
  const samples = files.filter((file) => file.sample).length;
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>Staff desk</Link> › <Link to={url("StaffProducts")}>Products and downloads</Link>
      </p>
      <PageHeading>Installers and patch files</PageHeading>
      <p>
        Upload a file here, then choose it for a version&apos;s language (installers) or an update (patch files) on the version&apos;s page. The
        site serves it from then on. Its SHA-256 checksum is computed from the stored file and checked against the one your browser computed.
      </p>

      <section aria-labelledby="upload-title">
        <h2 id="upload-title">Upload a file</h2>
        <Uploader actionData={actionData} />
      </section>

      <section aria-labelledby="files-title">
        <h2 id="files-title">Files</h2>
        {samples > 0 && (
          <p>
            {samples} of these files are samples: small stand-ins the site was set up with, not real installers or patches. Replace each with the
            real file.
          </p>
        )}
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Installers and patch files (scrolls sideways)">
          <table>
            <caption>Installers and patch files ({files.length}), newest first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Size</th>
                <th scope="col">Type</th>
                <th scope="col">SHA-256 checksum</th>
                <th scope="col">Uploaded by</th>
                <th scope="col">Uploaded (UTC)</th>
              </tr>
            </thead>
            <tbody>
              {files.map((file) => (
                <tr key={file.id}>
                  <th scope="row">
                    <FileName file={file} />
                  </th>
                  <td>{FILE_KIND_LABELS[file.kind]}</td>
                  <td>{file.size === null ? "Not measured" : formatBytes(file.size)}</td>
                  <td>{file.contentType}</td>
                  <td>{file.sha256 ? <code className="checksum">{file.sha256}</code> : "Not recorded"}</td>
                  <td>{file.uploadedByEmail ?? "The site's setup"}</td>
                  <td>{formatStaffTime(file.uploadedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
