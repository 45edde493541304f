/**
 * Which namespaces a page needs: the shell's and those its matched route modules name in
 * their `handle`. The routes are matched from the server build's own table, so a route added
 * anywhere is found without a list to keep.
 */
import { type RouteObject, matchRoutes } from "react-router";
import { type PageNamespace, isPageNamespace } from "@common/i18n/namespaces";

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
}

type NamedRoute = RouteObject & { namespace?: PageNamespace };

let tree: Promise<NamedRoute[]> | undefined;

async function routeTree(): Promise<NamedRoute[]> {
  const build = (await import("virtual:react-router/server-build")) as unknown as { routes: Record<string, BuildRoute> };
  const routes = Object.values(build.routes);
  const childrenOf = (parentId: string | undefined): NamedRoute[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const handle = route.module.handle as { i18n?: unknown } | undefined;
        const namespace = isPageNamespace(handle?.i18n) ? handle.i18n : undefined;
        const base = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, namespace };
        return route.index ? { ...base, index: true } : { ...base, children: childrenOf(route.id) };
      });
  return childrenOf(undefined);
}

/** The namespaces of the page at `pathname`: the shell first, then each matched route's. */
export async function namespacesForPath(pathname: string): Promise<PageNamespace[]> {
  tree ??= routeTree();
  const matches = matchRoutes(await tree, pathname) ?? [];
  const named = matches.map((match) => (match.route as NamedRoute).namespace).filter((namespace) => namespace !== undefined);
  return ["shell", ...new Set(named)];
}
