/** The error pages (/401, /403, /404, /405, /500) and what each says. */
export const ERROR_PAGE_STATUSES = [401, 403, 404, 405, 500] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];

export const STATUS_PAGES: Record<ErrorPageStatus, { title: string; body: string }> = {
  401: {
    title: "Please sign in",
    body: "You need to sign in with your DolphinID to see this page.",
  },
  403: {
    title: "You do not have access to this page",
    body: "Your account does not have permission to see this page. If you think it should, please contact our support team.",
  },
  404: {
    title: "Page not found",
    body: "We could not find the page you asked for. It may have moved, or the address may be mistyped.",
  },
  405: {
    title: "That action is not allowed here",
    body: "This page cannot handle the request your browser sent. Please go back and try again.",
  },
  500: {
    title: "Something went wrong",
    body: "Something went wrong on our side. Please try again in a few minutes; if it keeps happening, please contact our support team.",
  },
};

export function isErrorPageStatus(status: number): status is ErrorPageStatus {
  return (ERROR_PAGE_STATUSES as readonly number[]).includes(status);
}
