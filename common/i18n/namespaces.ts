/**
 * Page catalogues come in namespaces, so that a page carries only the messages it uses:
 * `shell` (header, footer, menus, cookie banner, shared form parts, status pages) on every page,
 * and the namespace of each route module that renders the page, which a module names in its
 * `handle` (`export const handle = { i18n: "products" } satisfies I18nHandle`): the area its
 * file sits in (app/routes/<area>/). Messages live in app/i18n/messages/<namespace>/*.json.
 */
export const PAGE_NAMESPACES = [
  "shell",
  "site",
  "content",
  "products",
  "support",
  "events",
  "account",
  "calling",
  "premium",
  "staff",
  "dev",
] as const;

export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** What a route module's `handle` says about its messages. */
export interface I18nHandle {
  i18n: PageNamespace;
}

export function isPageNamespace(value: unknown): value is PageNamespace {
  return typeof value === "string" && (PAGE_NAMESPACES as readonly string[]).includes(value);
}
