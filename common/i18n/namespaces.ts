/**
 * Page catalogues come in namespaces, so that a page carries only the messages it uses:
 * `shell` (header, footer, menus, cookie banner, shared form parts, status pages) on every page,
 * and what each route module that renders the page names in its `handle`
 * (`export const handle = { i18n: "products" } satisfies I18nHandle`): the area its file sits in
 * (app/routes/<area>/), or only some files of that area's catalogue where the whole would make
 * the page heavy (`{ i18n: ["calling/call"] }` reads app/i18n/messages/calling/call.json).
 * Messages live in app/i18n/messages/<namespace>/*.json.
 */
export const PAGE_NAMESPACES = ["shell", "site", "content", "products", "support", "events", "account", "calling", "premium", "staff", "dev"] as const;

export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/** A whole namespace ("calling") or one file of it ("calling/call"). */
export type PageCatalogueName = PageNamespace | `${PageNamespace}/${string}`;

/** What a route module's `handle` says about its messages. */
export interface I18nHandle {
  i18n: PageCatalogueName | readonly PageCatalogueName[];
}

export function isPageCatalogueName(value: unknown): value is PageCatalogueName {
  if (typeof value !== "string") return false;
  const [namespace, part, ...rest] = value.split("/");
  return (PAGE_NAMESPACES as readonly string[]).includes(namespace!) && rest.length === 0 && (part === undefined || /^[a-z0-9-]+$/.test(part));
}

/** The catalogue names a route module's handle gives (none when it names none). */
export function catalogueNamesOf(handle: unknown): PageCatalogueName[] {
  const named = (handle as { i18n?: unknown } | undefined)?.i18n;
  const list = Array.isArray(named) ? named : [named];
  return list.filter(isPageCatalogueName);
}
