/**
 * AccountDataFile (/account/data/file?ticket=…): the JSON file of 'Download my data', for the
 * short-lived ticket the data page's form gave this signed-in owner after their password.
 * Without a working ticket it sends them back to that page.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/data-file";
import { buildUrl } from "@common/routes";
import { resolveLocale } from "@common/locale";
import { accountDataFile } from "~/features/account/account-data.server";
import { requireUser } from "~/lib/session.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const ticket = new URL(request.url).searchParams.get("ticket") ?? "";
  const data = ticket ? await accountDataFile(ticket, user.userId) : null;
  if (!data) throw redirect(buildUrl("AccountData", {}, { locale: resolveLocale(params.locale) }), 303);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="dolphinid-data-${data.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
