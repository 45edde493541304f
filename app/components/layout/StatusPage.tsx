import { Link } from "react-router";
import { NotFoundFeedbackForm } from "~/features/feedback/NotFoundFeedbackForm";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { STATUS_PAGES, type ErrorPageStatus } from "~/lib/status-pages";
import { PageHeading } from "./PageHeading";

/** The error pages; the not-found page also takes a report of the missing page. */
export function StatusPage({ status }: { status: ErrorPageStatus }) {
  const page = STATUS_PAGES[status];
  const url = useLocalisedUrl();
  const { t, text } = useT();
  return (
    <div className="container page">
      <title>{text("{title} | Dolphin", { title: text(page.title) })}</title>
      <PageHeading>{t(page.title)}</PageHeading>
      <p className="lead">{t(page.body)}</p>
      <p>
        <T message="<0>Go to the homepage</0> or <1>visit our support pages</1>." components={[<Link to={url("home")} />, <Link to={url("Support")} />]} />
      </p>
      {status === 404 && <NotFoundFeedbackForm />}
    </div>
  );
}
