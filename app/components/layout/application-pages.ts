/**
 * React runs in the browser only on the application pages (the events map, the call page, the
 * address book and the calling settings). Every other page is served without framework
 * JavaScript, its behaviours done by the modules its markup names (app/enhance/registry.ts), so
 * React must never render one of them in the browser: a link or a search form that leaves an
 * application page for one of them is an ordinary document load, and a navigation that reaches
 * one anyway (a redirect after a post, a script's navigate) loads it again as a document.
 */
import { useEffect, useLayoutEffect } from "react";
import { matchPath, useLocation, useMatches } from "react-router";
import { ROUTES, type RouteName } from "@common/routes";
import { servesWithoutFramework } from "~/enhance/framework";
import { START_MODULES_EVENT } from "~/enhance/registry";

/** The application pages, by their named routes (their route modules leave `hydrate` out). */
const APPLICATION_ROUTES: readonly RouteName[] = ["Events", "EventsByType", "EventDetail", "Call", "AccountAddressBook", "AccountCallSettings"];
const LOCALE_PREFIX = /^\/[a-z]{2}-[a-z]{2}(?=\/|$)/;

/** Whether `pathname` (with or without its locale prefix) is an application page. */
export function isApplicationPath(pathname: string): boolean {
  const path = pathname.replace(LOCALE_PREFIX, "") || "/";
  return APPLICATION_ROUTES.some((name) => matchPath(ROUTES[name], path) !== null);
}

/** A same-origin address that leaves the application pages: the browser loads it itself. */
function leaves(url: URL): boolean {
  return url.origin === window.location.origin && !isApplicationPath(url.pathname);
}

// React Router's links and forms act in React's listener on the document; stopping the event on
// the window, before it gets there, leaves the link to the browser (a document load). Hash links
// within the page stay where they are, as the page they name is this one.
function onClick(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && leaves(new URL(link.href))) event.stopPropagation();
}

// A search form (GET) that leaves goes the same way; a post stays with its page's action, and if
// that answers with a redirect to a page without the framework, the net below reloads it.
function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "get") return;
  if (leaves(new URL(form.action, window.location.href))) event.stopPropagation();
}

let behavioursLoaded = false;

/**
 * Used once, by the document's layout, given the address of the behaviours' entry
 * (app/enhance/page-enhancements.ts). In the browser it only runs on application pages, where it
 * loads that entry once React has hydrated (so no behaviour touches markup React is still taking
 * over) and starts the behaviours of the markup each later navigation renders.
 */
export function useApplicationPagesOnly(behavioursEntry: string): void {
  const withoutFramework = servesWithoutFramework(useMatches());
  const { key } = useLocation();
  useEffect(() => {
    if (behavioursLoaded) document.dispatchEvent(new Event(START_MODULES_EVENT));
    else {
      // Tells the entry that React owns this page: it starts the components' behaviours only.
      document.documentElement.setAttribute("data-hydrated", "");
      // React takes the document element over as it hydrates, dropping the head script's mark
      // (./MenuScript.tsx), whose listener still opens and closes the small screen's menu.
      document.documentElement.setAttribute("data-menu-script", "");
      void import(/* @vite-ignore */ behavioursEntry);
    }
    behavioursLoaded = true;
  }, [key, behavioursEntry]);
  useEffect(() => {
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, []);
  // The net: a page without the framework reached by the router is loaded as a document instead.
  useLayoutEffect(() => {
    if (withoutFramework) window.location.reload();
  }, [withoutFramework]);
}
