/**
 * The page a mailed one-time link opens (keep a DolphinID waiting to be deleted, put the old
 * e-mail address back). Opening the link changes nothing, as mail scanners open links too: the
 * page says what the link would do, and its button posts to the page's action, made from the
 * same operation as the API's. Once done it says so and offers to sign in; a used or expired
 * link, or a refused post, is said first.
 */
import { Link } from "react-router";
import { type FormActionResult, fieldErrorsOf } from "@common/forms/action-result";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";

export function MailedLinkPage({
  result,
  token,
  works,
  heading,
  doneHeading,
  expired,
  explanation,
  action,
  busyLabel,
}: {
  result: FormActionResult | undefined;
  token: string | null;
  /** Whether the link can still do what it says. */
  works: boolean;
  /** The page's heading, also the button's label. */
  heading: string;
  doneHeading: string;
  /** Said when the link can no longer be used. */
  expired: string;
  /** What pressing the button does, for a link that works. */
  explanation: React.ReactNode;
  /** Where the button posts: the page's own address with its token. */
  action: string;
  busyLabel: string;
}) {
  const url = useLocalisedUrl();
  const { t } = useT();
  if (result?.status === "done") {
    return (
      <div className="container page account-page">
        <PageHeading>{doneHeading}</PageHeading>
        <StatusAlert kind="success" focusOnLoad>
          <p>{result.message}</p>
        </StatusAlert>
        <p>
          <Link className="button" to={url("Login")} reloadDocument>
            {t("Sign in")}
          </Link>
        </p>
      </div>
    );
  }
  const problem = fieldErrorsOf(result ?? null)?.token?.errors[0] ?? (result?.status === "error" ? result.message : null);
  return (
    <div className="container page account-page">
      <PageHeading>{heading}</PageHeading>
      {(problem || !works) && (
        <StatusAlert kind="error" focusOnLoad>
          <p>{problem ?? expired}</p>
        </StatusAlert>
      )}
      {works && token && (
        <>
          {explanation}
          <PostForm action={action} reloadDocument className="panel account-form">
            <input type="hidden" name="token" value={token} />
            <SubmitButton busyLabel={busyLabel}>{heading}</SubmitButton>
          </PostForm>
        </>
      )}
    </div>
  );
}
