/**
 * Which catalogues a page needs: the shell's and each matched route module's own (or, before a
 * build, the namespaces it names in its `handle`). The routes are matched from the server build's own table, so a route added
 * anywhere is found without a list to keep.
 */
import { type RouteObject, matchRoutes } from "react-router";
import { catalogueNamesOf } from "@common/i18n/namespaces";
import { rememberIn } from "@common/recent-map";

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

type NamedRoute = RouteObject & { catalogues: string[] };

/**
 * A built route module's own catalogue (the build writes its name into the handle, see
 * scripts/vite-catalogues.ts); before a build (the dev server), the namespaces it names.
 */
function cataloguesOf(handle: unknown): string[] {
  const own = (handle as { i18nRoute?: unknown } | undefined)?.i18nRoute;
  return typeof own === "string" ? [own] : catalogueNamesOf(handle);
}

let tree: Promise<NamedRoute[]> | undefined;

async function routeTree(): Promise<NamedRoute[]> {
  const build = (await import("virtual:react-router/server-build")) as unknown as { routes: Record<string, BuildRoute> };
  const routes = Object.values(build.routes);
  const childrenOf = (parentId: string | undefined): NamedRoute[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, catalogues: cataloguesOf(route.module.handle) };
        return route.index ? { ...base, index: true } : { ...base, children: childrenOf(route.id) };
      });
  return childrenOf(undefined);
}

/**
 * Answers kept per path: `matchRoutes` flattens and ranks the whole route table on every call
 * (a few milliseconds with this many routes), and a path's routes never change within a
 * deploy. The most recently used paths are kept, up to a bound.
 */
const KEPT_PATHS = 512;
const byPath = new Map<string, string[]>();

/** The catalogues of the page at `pathname`: the shell first, then each matched route's. */
export async function namespacesForPath(pathname: string): Promise<string[]> {
  const known = byPath.get(pathname);
  if (known) {
    rememberIn(byPath, KEPT_PATHS, pathname, known);
    return known;
  }
  tree ??= routeTree();
  const matches = matchRoutes(await tree, pathname) ?? [];
  const named = matches.flatMap((match) => (match.route as NamedRoute).catalogues);
  const namespaces = ["shell", ...new Set(named)];
  rememberIn(byPath, KEPT_PATHS, pathname, namespaces);
  return namespaces;
}
