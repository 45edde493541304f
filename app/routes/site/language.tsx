/**
 * /language: the language switcher's links (GET) and the suggestion banner's buttons (POST)
 * remember the chosen locale and go on to the page in it. Nothing is rendered here.
 */
import { languageChoiceAction } from "~/features/consent/consent.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "site" } satisfies I18nHandle;

export const loader = languageChoiceAction;
export const action = languageChoiceAction;
