/**
 * Pages without framework JavaScript. React's and React Router's client weigh about 108 KB
 * (gzip) on their own; a page with no client state does not need them. Such a page is
 * served to every visitor as plain HTML with the site's small enhancement script
 * (app/enhance/page-enhancements.ts) instead: links are ordinary page loads (the page cache answers
 * anonymous ones quickly) and forms post as they do before JavaScript loads.
 *
 * A route module opts in through its handle: `handle = { i18n: "site", hydrate: false }`.
 * Every matched route module must say so (the locale layout too), so a page that gains a
 * component with client state stays hydrated until its module is looked at again.
 * It holds for signed-in visitors too: the shell's signed-in behaviours (the account menu, the
 * site-wide incoming-call alert) are enhancements as well.
 */
import { createContext, useContext } from "react";

/** The part of a route module's handle that says the page needs no client state. */
export interface FrameworkHandle {
  /**
   * false: this module renders nothing that needs React in the browser; without JavaScript,
   * or with only the enhancement script, it does everything a visitor expects.
   */
  hydrate?: false;
}

interface MatchLike {
  id: string;
  handle?: unknown;
}

/** Whether this page is served without framework JavaScript: every matched module opted in. */
export function servesWithoutFramework(matches: readonly MatchLike[]): boolean {
  const routes = matches.filter((match) => match.id !== "root");
  return routes.length > 0 && routes.every((match) => (match.handle as FrameworkHandle | undefined)?.hydrate === false);
}

/**
 * True while the server renders a page that will not be hydrated: components add the small
 * pieces the enhancement script needs (a translated message kept in a template). In the
 * browser React is running, so it is always false there.
 */
const WithoutFramework = createContext(false);
export const WithoutFrameworkProvider = WithoutFramework.Provider;
export function useWithoutFramework(): boolean {
  return useContext(WithoutFramework);
}

/**
 * True while the server renders its answer to a form's post (a page, not a redirect). Without
 * the framework the answer arrives as a new page, on which a message that appeared is not
 * announced by itself: the page is marked so the enhancement gives the answer focus
 * (./answer-focus.ts). A hydrated form shows its answer in place, where it is announced.
 */
const AnswersPost = createContext(false);
export const AnswersPostProvider = AnswersPost.Provider;
export function useAnswersPost(): boolean {
  return useContext(AnswersPost);
}

interface RegionMarks {
  /** The live region (role=status) that says each answer. */
  status?: string;
  /** Said there while loading, and when loading fails, in the page's language. */
  loadingMessage: string;
  errorMessage: string;
}

function regionMessages({ status, loadingMessage, errorMessage }: RegionMarks): Record<string, string> {
  return { ...(status ? { "data-results-status": status } : {}), "data-loading-message": loadingMessage, "data-error-message": errorMessage };
}

/**
 * The marks of a GET form whose results app/enhance/results-form.ts brings in place on a page
 * without framework JavaScript (none on a hydrated page, whose form does it itself): the ids
 * of the regions it replaces, and with `delay` (ms), typing searches too.
 */
export function useResultsFormMarks({ regions, delay, ...messages }: RegionMarks & { regions: string[]; delay?: number }): Record<string, string> {
  if (!useWithoutFramework()) return {};
  return { "data-results-form": regions.join(" "), ...(delay ? { "data-results-delay": String(delay) } : {}), ...regionMessages(messages) };
}

/**
 * The marks of a select whose dependent list app/enhance/dependent-list.ts brings on a page
 * without framework JavaScript (none on a hydrated page): the id of the list's region.
 */
export function useDependentListMarks({ list, ...messages }: RegionMarks & { list: string }): Record<string, string> {
  if (!useWithoutFramework()) return {};
  return { "data-updates-list": list, ...regionMessages(messages) };
}
