import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

/**
 * 'Sign out': a real form (POST /api/v1/account/logout, which redirects home without
 * JavaScript). With JavaScript the session ends on the server, other tabs are told, and the
 * browser goes home (./sign-out.ts).
 */
export function SignOutForm({ className = "button button--secondary" }: { className?: string }) {
  const { t, text } = useT();
  return (
    <form method="post" action="/api/v1/account/logout" className="sign-out-form" data-busy-form="" data-module="sign-out">
      <SubmitButton className={className} busyLabel={text("Signing out…")}>
        {t("Sign out")}
      </SubmitButton>
    </form>
  );
}
