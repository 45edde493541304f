/**
 * The call page's hold on one CallSession: made once the page runs in the browser, over the
 * page's realtime connection, with its announcements sent to the live announcer.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { announce } from "@react-aria/live-announcer";
import { RECONNECT_TOKEN_STORAGE_KEY } from "@common/realtime/page";
import { getRealtimeClient } from "../realtime-client";
import { type CallSetup, CallSession, type CallSnapshot } from "./call-session";
import type { Text } from "./words";

const noop = () => () => {};

/**
 * The callee's page takes the call over with the reconnection token of the tab that answered;
 * it is moved out of the address bar (a token is a key) into session storage, where the
 * connection looks for it and keeps the newest one.
 */
function adoptToken(token: string | null) {
  if (!token) return;
  try {
    window.sessionStorage.setItem(RECONNECT_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage can be blocked; the connection then starts afresh and the page says the call could not be picked up.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete("token");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function useCallSession(
  setup: CallSetup | null,
  dolphinId: string,
  token: string | null,
  text: Text,
): { session: CallSession | null; snapshot: CallSnapshot | null } {
  const [session, setSession] = useState<CallSession | null>(null);

  useEffect(() => {
    if (!setup) return;
    adoptToken(token);
    const client = getRealtimeClient(dolphinId);
    const created = new CallSession(setup, client, text);
    const offAnnounce = created.onAnnounce((message, urgent) => announce(message, urgent ? "assertive" : "polite"));
    setSession(created);
    void created.start();
    const onPageHide = (event: PageTransitionEvent) => {
      if (!event.persisted) created.dispose();
    };
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      offAnnounce();
      created.dispose();
    };
    // One session per page: the setup comes from the loader and does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const snapshot = useSyncExternalStore(
    session ? (listener) => session.subscribe(listener) : noop,
    () => session?.current ?? null,
    () => null,
  );
  return { session, snapshot };
}
