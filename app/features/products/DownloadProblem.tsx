import { Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

const REASONS: Record<string, string> = {
  expired: "This download link has expired. Links work for seven days after you ask for them.",
  unknown: "We do not recognise this download link. Check that you copied the whole address from your email.",
  "wrong-purpose": "This link is for a different download. Use the link from the page or email you were given for this one.",
  "no-file": "This download is no longer available.",
};

export const DOWNLOAD_PROBLEM_TITLE = "This download link does not work";

/**
 * The status of a download link that does not work: 410 Gone for a link that worked once
 * (expired, or its file withdrawn), 404 for one this site never gave for this download.
 */
export function downloadProblemStatus(reason: string): 404 | 410 {
  return reason === "expired" || reason === "no-file" ? 410 : 404;
}

/** An unknown, expired or mismatched download token: a clear page that says what to do, never a 500. */
export function DownloadProblem({ reason }: { reason: string }) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t(DOWNLOAD_PROBLEM_TITLE)}</PageHeading>
      <p className="lead">{t(REASONS[reason] ?? REASONS.unknown!)}</p>
      <p>{t("You can ask for a new link in a minute:")}</p>
      <ul className="link-list">
        <li>
          <Link to={url("ReaderWindowsDownload")}>{t("Download the reader app for Windows")}</Link>
        </li>
        <li>
          <Link to={url("Products")}>{t("Try one of our products free for 30 days")}</Link>
        </li>
        <li>
          <Link to={url("LegacyDemos")}>{t("Find a download for an older version")}</Link>
        </li>
        <li>
          <Link to={url("ContactSupport")}>{t("Contact our support team")}</Link>
        </li>
      </ul>
    </div>
  );
}
