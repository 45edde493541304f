import { Link } from "react-router";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

const REASONS: Record<string, string> = {
  expired: "This download link has expired. Links work for seven days after you ask for them.",
  unknown: "We do not recognise this download link. Check that you copied the whole address from your email.",
  "wrong-purpose": "This link is for a different download. Use the link from the page or email you were given for this one.",
  "no-file": "This download is no longer available.",
};

/** An unknown, expired or mismatched download token: a clear page that says what to do, never a 500. */
export function DownloadProblem({ reason }: { reason: string }) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>This download link does not work</PageHeading>
      <p className="lead">{REASONS[reason] ?? REASONS.unknown}</p>
      <p>You can ask for a new link in a minute:</p>
      <ul className="link-list">
        <li>
          <Link to={url("ReaderWindowsDownload")}>Download the reader app for Windows</Link>
        </li>
        <li>
          <Link to={url("Products")}>Try one of our products free for 30 days</Link>
        </li>
        <li>
          <Link to={url("LegacyDemos")}>Find a download for an older version</Link>
        </li>
        <li>
          <Link to={url("ContactSupport")}>Contact our support team</Link>
        </li>
      </ul>
    </div>
  );
}
