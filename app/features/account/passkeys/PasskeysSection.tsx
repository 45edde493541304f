/**
 * Account Preferences' 'Passkeys' section: the account's passkeys (name, when added, when last
 * used), each removable after a question, and 'Add a passkey' under a name its owner chooses.
 * Its data comes from the page's loader (`passkeys`, `passkeysHere`), its outcomes from the
 * page action's answer to its two intents.
 */
import { useActionData, useLoaderData } from "react-router";
import type { FormActionResult } from "@common/forms/action-result";
import { ConfirmButton } from "~/components/forms/ConfirmButton";
import { PostForm } from "~/components/forms/PostForm";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import { PREFERENCES_INTENTS } from "../intents";
import { AddPasskeyForm } from "./AddPasskeyForm";
import { RecoveryCodes } from "./RecoveryCodes";

export interface PasskeyListing {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function PasskeysSection() {
  const { passkeys, passkeysHere } = useLoaderData() as { passkeys: PasskeyListing[]; passkeysHere: boolean };
  const actionData = useActionData() as FormActionResult<{ recoveryCodes?: string[] | null }> | undefined;
  const url = useLocalisedUrl();
  const { t, text, formatDate } = useT();
  if (!passkeysHere) return null;
  const added = actionData?.intent === PREFERENCES_INTENTS.addPasskey ? actionData : null;
  const removed = actionData?.intent === PREFERENCES_INTENTS.removePasskey ? actionData : null;
  const when = (value: string) => formatDate(value, { dateStyle: "long", timeStyle: "short" });
  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{t("Passkeys")}</h2>
      <p>{t("A passkey lets you sign in to your DolphinID with your fingerprint, face, screen lock or security key instead of your password.")}</p>
      {[added, removed].map((result) =>
        result && result.status !== "invalid" ? (
          <StatusAlert key={result.intent} kind={result.status === "done" ? "success" : "error"} focusOnLoad>
            <p>{result.status === "done" ? result.message : result.message}</p>
          </StatusAlert>
        ) : null,
      )}
      {added?.status === "done" && added.data.recoveryCodes && <RecoveryCodes codes={added.data.recoveryCodes} />}
      {passkeys.length === 0 ? (
        <p>{t("You have no passkeys yet.")}</p>
      ) : (
        <ul className="passkey-list">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <h3 translate="no">{passkey.name}</h3>
              <p>
                {t("Added {date}", { date: when(passkey.createdAt) })}
                <br />
                {passkey.lastUsedAt ? t("Last used {date}", { date: when(passkey.lastUsedAt) }) : t("Not used yet")}
              </p>
              <PostForm action={url("AccountPreferences")}>
                <input type="hidden" name="intent" value={PREFERENCES_INTENTS.removePasskey} />
                <input type="hidden" name="passkeyId" value={passkey.id} />
                <ConfirmButton
                  label={text("Remove")}
                  hiddenLabel={text(" the passkey {name}", { name: passkey.name })}
                  question={text("Remove the passkey “{name}”?", { name: passkey.name })}
                  detail={text("You will no longer be able to sign in with it. Remove it from the device too, if you no longer want it there.")}
                />
              </PostForm>
            </li>
          ))}
        </ul>
      )}
      <p data-passkey-note="add-passkey">{t("Adding a passkey needs JavaScript and a browser that supports passkeys.")}</p>
      <AddPasskeyForm
        id="add-passkey"
        action={url("AccountPreferences")}
        label={text("Add a passkey")}
        intent={PREFERENCES_INTENTS.addPasskey}
        answer={added}
      />
    </section>
  );
}
