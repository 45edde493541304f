/**
 * Saving an account's call settings. Who may call the account is also who may see it
 * online, so its hub is told at once and the watchers' view follows the new choice.
 */
import { type CallSettings, writeCallSettings } from "./data";
import { hubOf } from "./hub-address";

export async function saveCallSettings(env: Env, accountId: string, settings: CallSettings): Promise<CallSettings> {
  const saved = await writeCallSettings(env.DB, accountId, settings);
  try {
    await hubOf(env, accountId).callSettingsChanged();
  } catch (error) {
    // The settings are saved; the hub picks them up when it next reads its address book.
    console.error("telling the hub about new call settings failed", error);
  }
  return saved;
}
