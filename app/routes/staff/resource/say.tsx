/**
 * A desk definition's message said in the page's language. Its own module, so that a page that
 * only shows a form does not carry the list pages' messages with the tables.
 */
import { T, useT } from "~/i18n/I18n";
import type { DeskMessage } from "./definition";

/** A catalogue message, with its values or elements when it has them. */
export function Say({ message }: { message: DeskMessage }) {
  const { t } = useT();
  return typeof message === "string" ? t(message) : <T message={message.message} values={message.values} components={message.components} />;
}
