import { useRouteLoaderData } from "react-router";
import type { loader } from "./layout";

/**
 * The signed-in account, for the pages under the calling layout. Kept out of the layout's
 * module, which the help page uses without framework JavaScript: a page importing from it
 * makes the build move the layout's code, handle included, into a shared chunk, and the
 * weighing of each page's JavaScript (bench/js-budget.ts) no longer sees that the layout
 * needs no framework.
 */
export function useCallingAccount() {
  return useRouteLoaderData<typeof loader>("routes/calling/layout")!.account;
}
