/**
 * The support desk's page actions, made from the same operations as its /api/v1 routes
 * (workers/support), what a page with a human-checked form needs to render it, and the
 * searches its pages run as GET forms (the dealer locator, the knowledge base) through the
 * same operations as the API's GET routes.
 */
import type { FieldErrors } from "@common/api-errors";
import { queryInput, runOperation } from "@workers/operation";
import { LocalHumanVerifier, humanCheckClientConfig } from "@workers/services";
import {
  type Dealer,
  type KbSearchResult,
  bookCallback,
  bookTraining,
  chooseCountry,
  locateDealers,
  searchArticles,
  sendBugReport,
  sendContactMessage,
  sendSupportMessage,
  signUpToNewsletter,
} from "@workers/support";
import { db, env } from "~/lib/db.server";
import { operationAction } from "~/lib/operation-action.server";
import { pageText, say, sayFieldErrors } from "@workers/i18n";

export const contactMessageAction = operationAction(sendContactMessage);
export const supportMessageAction = operationAction(sendSupportMessage);
export const bugReportAction = operationAction(sendBugReport);
export const callbackBookingAction = operationAction(bookCallback);
export const trainingBookingAction = operationAction(bookTraining);
export const newsletterAction = operationAction(signUpToNewsletter);
export const countryChoiceAction = operationAction(chooseCountry);

/** What a page with a human-checked form needs: the provider, and a token for no-JavaScript posts. */
export async function humanCheckForPage(action: string) {
  const config = humanCheckClientConfig(env);
  const token = config.provider === "local" ? await new LocalHumanVerifier(db()).issueToken(action) : null;
  return { humanCheck: config, humanCheckToken: token };
}

export interface DealerSearch {
  dealers: Dealer[] | null;
  fieldErrors: FieldErrors | null;
  /** Why the dealers could not be listed (too many searches, or a failure on our side). */
  loadError: string | null;
}

/** The dealer locator's GET form, answered by the same operation as dealer-locate/fetch-dealers. */
export async function searchDealersForPage(request: Request): Promise<DealerSearch> {
  const result = await runOperation(locateDealers, { env, request, input: queryInput(request.url) });
  if (result.kind === "done") return { dealers: result.data.dealers, fieldErrors: null, loadError: null };
  if (result.kind === "invalid") return { dealers: null, fieldErrors: sayFieldErrors(pageText(request), result.fieldErrors), loadError: null };
  return { dealers: null, fieldErrors: null, loadError: say(pageText(request), result.message) };
}

/**
 * The knowledge base page's search, answered by the same operation as GET
 * support/knowledge-base/articles; the page keeps its own page size, and a search it cannot
 * read (too long) shows every article instead.
 */
export async function searchArticlesForPage(request: Request): Promise<KbSearchResult> {
  const input = queryInput(request.url);
  delete input.perPage;
  const result = await runOperation(searchArticles, { env, request, input });
  if (result.kind === "done") return result.data;
  const all = await runOperation(searchArticles, { env, request, input: {} });
  if (all.kind === "done") return all.data;
  throw new Error(`the knowledge base could not be searched: ${all.message}`);
}
