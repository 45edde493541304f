/**
 * The HTML part of every mail: the text as written, its web addresses made links, in a
 * document whose `lang` is the mail's language, so that a screen reader in a mail client
 * reads a German mail with a German voice. The text part stays the mail's main body.
 */
import { escapeMarkup } from "@common/markup";

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

export function mailHtml(subject: string, text: string, lang: string): string {
  // Escaped first, so a link's address can only hold characters that are safe in an attribute.
  const body = escapeMarkup(text).replace(LINK, (url) => `<a href="${url}">${url}</a>`);
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeMarkup(lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeMarkup(subject)}</title></head>`,
    `<body><div style="white-space: pre-wrap; font-family: sans-serif; font-size: 1rem; line-height: 1.5; color: #000; background: #fff;">${body}</div></body>`,
    "</html>",
  ].join("\n");
}
