/**
 * The logout event: other tabs of the site hear
 * it through a BroadcastChannel, or the storage event where BroadcastChannel is missing,
 * and leave the signed-in pages.
 */
import { LOGOUT_CHANNEL, LOGOUT_STORAGE_KEY } from "@common/identity";

export function emitLogout(): void {
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
    if (event.data?.type === "logout") onLogout();
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
