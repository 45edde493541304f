/**
 * A form that needs a passkey: rendered hidden, so it is offered only where the browser can use
 * one (app/enhance/passkey.ts shows it, runs the ceremony and puts the signed answer in the
 * `credential` field before the form posts to its page action). Without JavaScript the page's
 * other forms (a password, an app code) remain.
 */
import passkeyScript from "~/enhance/passkey.ts?worker&url";
import { useT } from "~/i18n/I18n";

export function PasskeyForm({
  id,
  kind,
  options,
  action,
  label,
  children,
}: {
  id: string;
  kind: "register" | "sign-in" | "second-factor";
  /** The API path that gives the ceremony's options. */
  options: string;
  action: string;
  /** The form's accessible name. */
  label?: string;
  children: React.ReactNode;
}) {
  const { text } = useT();
  return (
    <div
      id={id}
      hidden
      data-passkey={kind === "register" ? "register" : "authenticate"}
      data-options={options}
      data-enhancement={passkeyScript}
      data-cancelled={text("No passkey was used. You can try again, or choose another way.")}
      data-failed={text("The passkey could not be used. Try again, or choose another way.")}
    >
      <form method="post" action={action} noValidate className="panel account-form" aria-label={label}>
        <input type="hidden" name="credential" defaultValue="" />
        {children}
        <p role="alert" className="passkey-alert" data-passkey-alert="" />
      </form>
    </div>
  );
}
