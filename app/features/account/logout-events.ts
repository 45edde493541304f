/**
 * The logout event: other tabs of the site hear
 * it through a BroadcastChannel, or the storage event where BroadcastChannel is missing,
 * and leave the signed-in pages.
 */
import { LOGOUT_CHANNEL, LOGOUT_STORAGE_KEY } from "@common/identity";

/**
 * Set once this tab signs out. A BroadcastChannel delivers to every other channel of the same
 * name, this tab's own listener included, and that listener sends the tab home: a second trip
 * home that would cut short the one the sign-out itself starts. Only other tabs are told.
 */
let signedOutHere = false;

export function emitLogout(): void {
  signedOutHere = true;
  try {
    if (typeof BroadcastChannel !== "undefined") {
      const channel = new BroadcastChannel(LOGOUT_CHANNEL);
      channel.postMessage({ type: "logout" });
      channel.close();
    }
    localStorage.setItem(LOGOUT_STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage may be blocked; the server-side session has ended regardless.
  }
}

/** Calls `onLogout` when another tab signs out. Returns the unsubscribe function. */
export function onLogoutElsewhere(onLogout: () => void): () => void {
  let channel: BroadcastChannel | null = null;
  const onMessage = (event: MessageEvent) => {
    if (event.data?.type === "logout" && !signedOutHere) onLogout();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOGOUT_STORAGE_KEY && channel === null) onLogout();
  };
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(LOGOUT_CHANNEL);
    channel.addEventListener("message", onMessage);
  }
  window.addEventListener("storage", onStorage);
  return () => {
    channel?.close();
    window.removeEventListener("storage", onStorage);
  };
}
