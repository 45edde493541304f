import { useState } from "react";
import { api } from "~/lib/api-client";
import { emitLogout } from "./logout-events";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

/**
 * 'Sign out': a real form (POST /api/v1/account/logout, which redirects home without
 * JavaScript). With JavaScript the session ends on the server, other tabs are told, and the
 * browser goes home.
 */
export function SignOutForm({ className = "button button--secondary", onDone }: { className?: string; onDone?: () => void }) {
  const { t, text } = useT();
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    await api.post("account/logout", {});
    emitLogout();
    onDone?.();
    window.location.assign("/");
  }
  return (
    <form method="post" action="/api/v1/account/logout" onSubmit={onSubmit} className="sign-out-form" data-busy-form="">
      <SubmitButton className={className} busy={busy} busyLabel={text("Signing out…")}>
        {t("Sign out")}
      </SubmitButton>
    </form>
  );
}
