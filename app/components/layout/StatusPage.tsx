import { Link } from "react-router";
import { NotFoundFeedbackForm } from "~/features/feedback/NotFoundFeedbackForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { STATUS_PAGES, type ErrorPageStatus } from "~/lib/status-pages";
import { PageHeading } from "./PageHeading";

/** The error pages; the not-found page also takes a report of the missing page. */
export function StatusPage({ status }: { status: ErrorPageStatus }) {
  const page = STATUS_PAGES[status];
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <title>{`${page.title} | Dolphin`}</title>
      <PageHeading>{page.title}</PageHeading>
      <p className="lead">{page.body}</p>
      <p>
        <Link to={url("home")}>Go to the homepage</Link> or <Link to={url("Support")}>visit our support pages</Link>.
      </p>
      {status === 404 && <NotFoundFeedbackForm />}
    </div>
  );
}
