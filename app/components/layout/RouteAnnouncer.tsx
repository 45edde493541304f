import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation a screen reader hears nothing on its own, and focus stays on
 * a link that has just left the page. So once the new page has rendered, focus moves to its
 * h1 (or to main when a page has none) and its title is said once through a polite live region.
 *
 * Rules: the first page load is left alone (the browser announces it); a link to an anchor
 * keeps the browser's own jump; a change of query on the same page (a filter, a sort) keeps
 * focus where the person is, and when the page re-rendered the element they were on, focus
 * goes to its successor (the element with the same id); only when there is none does it go
 * to the heading. Focus never scrolls:
 * React Router's ScrollRestoration puts the page at the top, or back where it was on back and
 * forward.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState({ text: "", count: 0 });
  const previous = useRef<{ key: string; pathname: string } | null>(null);
  const lastFocusedId = useRef<string | null>(null);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      lastFocusedId.current = event.target instanceof HTMLElement && event.target.id ? event.target.id : null;
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);

  useEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (!before || before.key === location.key) return;
    if (location.hash) return;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || !active.isConnected;
    if (before.pathname === location.pathname) {
      if (!focusLost) return;
      const successor = lastFocusedId.current ? document.getElementById(lastFocusedId.current) : null;
      if (successor) {
        successor.focus({ preventScroll: true });
        return;
      }
    }
    const main = document.getElementById("main-content");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
    setAnnouncement((last) => ({ text: document.title, count: last.count + 1 }));
  }, [location.key, location.pathname, location.hash]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {/* A new element each time, so the same title twice in a row is still announced. */}
      {announcement.text && <p key={announcement.count}>{announcement.text}</p>}
    </div>
  );
}
