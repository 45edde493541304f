/**
 * Where a calling form posted without the site's API client goes after it succeeds: back to
 * its page (with the page's locale) and a note of what was done in the query, so that
 * reloading does not post again. The API client stays on its page and shows the message
 * itself, so it gets no redirect.
 */
import { type RouteName, buildUrl } from "@common/routes";

export function backToPage(request: Request, page: RouteName, done: string): string | undefined {
  if (request.headers.get("X-Requested-With")?.toLowerCase() === "xmlhttprequest") return undefined;
  const { pathname } = new URL(request.url);
  const path = pathname.startsWith("/api/") ? buildUrl(page) : pathname;
  return `${path}?${done}`;
}
