/**
 * The pages' route table as React Router matches it, read once from the server build, and what
 * the server needs to know of the page at an address before React Router renders it: whether its
 * route has an action (workers/http/page-requests.ts) and whether its route module lets a copy of
 * it be kept (its handle's `pageCache`, common/page-cache.ts). A new route needs nothing here.
 */
import { type ServerBuild, matchRoutes } from "react-router";
import type { PageCacheHandle, PageCacheRule } from "@common/page-cache";
import { rememberIn } from "@common/recent-map";

export interface PageFacts {
  /** Whether the page at this address has an action (null: no route matches it). */
  hasAction(url: URL): Promise<boolean | null>;
  /** What its route module says of keeping a copy of it (null: nothing is kept). */
  cacheRule(url: URL): Promise<PageCacheRule | null>;
}

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

interface RouteTable {
  tree: RouteNode[];
  hasAction: Map<string, boolean>;
  cacheRule: Map<string, PageCacheRule>;
  /** Recent paths' matches (matchesFor). */
  byPath: Map<string, Matches>;
}

function tableOf(build: ServerBuild): RouteTable {
  const nodes = new Map<string, RouteNode>();
  const hasAction = new Map<string, boolean>();
  const cacheRule = new Map<string, PageCacheRule>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, children: [] });
    hasAction.set(route.id, typeof route.module.action === "function");
    const rule = (route.module.handle as PageCacheHandle | undefined)?.pageCache;
    if (rule) cacheRule.set(route.id, rule);
  }
  const tree: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : tree).push(node);
  }
  return { tree, hasAction, cacheRule, byPath: new Map() };
}

/**
 * Matches kept per path, as the catalogue loader keeps its (app/i18n/route-namespaces.server.ts):
 * `matchRoutes` flattens and ranks the whole route table on every call (a few milliseconds with
 * this many routes), and this runs before every page, a kept one too.
 */
const KEPT_PATHS = 512;
type Matches = ReturnType<typeof matchRoutes>;

function matchesFor(table: RouteTable, pathname: string): Matches {
  const known = table.byPath.get(pathname);
  const matches = known !== undefined ? known : matchRoutes(table.tree as Parameters<typeof matchRoutes>[0], pathname);
  rememberIn(table.byPath, KEPT_PATHS, pathname, matches);
  return matches;
}

/**
 * The route that handles the address, as React Router chooses it: the deepest matched route that
 * contributes to the path, or the index route when the address says `?index`.
 */
function handlingRoute(table: RouteTable, url: URL): RouteNode | null {
  // React Router's data requests: /contact.data is /contact, /_root.data is /.
  const pathname = url.pathname.endsWith(".data") ? url.pathname.replace(/(\/_root)?\.data$/, "") || "/" : url.pathname;
  const matches = matchesFor(table, pathname);
  if (!matches || matches.length === 0) return null;
  const last = matches[matches.length - 1]!;
  const contributing = matches.filter((match, position) => position === 0 || Boolean(match.route.path));
  return (url.searchParams.has("index") && last.route.index ? last : contributing[contributing.length - 1]!).route as RouteNode;
}

export function pageFactsOf(loadBuild: () => Promise<ServerBuild>): PageFacts {
  let table: Promise<RouteTable> | undefined;
  const load = () => (table ??= loadBuild().then(tableOf));
  return {
    async hasAction(url) {
      const loaded = await load();
      const route = handlingRoute(loaded, url);
      return route === null ? null : (loaded.hasAction.get(route.id) ?? false);
    },
    async cacheRule(url) {
      // The page is the deepest match: the layouts around it render whatever page it is.
      const loaded = await load();
      const matches = matchesFor(loaded, url.pathname);
      const page = matches?.[matches.length - 1]?.route as RouteNode | undefined;
      return page ? (loaded.cacheRule.get(page.id) ?? null) : null;
    },
  };
}
