/**
 * The page actions of the links in newsletter mail (/newsletter/confirm, /newsletter/unsubscribe),
 * made from the same operations as their /api/v1 routes. The link's token is in its query: the
 * page's button posts it again as a field, and a mail client's one-click POST (RFC 8058: body
 * `List-Unsubscribe=One-Click`, no cookies) carries only the query, so the query's token is used
 * when the body has none.
 */
import { resolveLocale } from "@common/locale";
import { confirmNewsletter, unsubscribeFromNewsletter } from "@workers/support";
import { type Operation, readInput, runOperation } from "@workers/operation";
import { env } from "~/lib/db.server";
import { type ActionArgs, pageResponse } from "~/lib/operation-action.server";

function linkAction(operation: Operation) {
  return async ({ request, params }: ActionArgs) => {
    const locale = resolveLocale(params.locale);
    const read = await readInput(request);
    if (!read.ok) return pageResponse(request, read.failure, {}, undefined, locale);
    const queryToken = new URL(request.url).searchParams.get("token");
    const input = typeof read.input.token === "string" || queryToken === null ? read.input : { ...read.input, token: queryToken };
    const result = await runOperation(operation, { env, request, input, params, locale });
    return pageResponse(request, result, input, undefined, locale);
  };
}

export const newsletterConfirmAction = linkAction(confirmNewsletter);
export const newsletterUnsubscribeAction = linkAction(unsubscribeFromNewsletter);
