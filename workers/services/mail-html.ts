/**
 * The HTML part of every mail: the text as written, its web addresses made links, in a
 * document whose `lang` is the mail's language, so that a screen reader in a mail client
 * reads a German mail with a German voice. The text part stays the mail's main body.
 */

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function mailHtml(subject: string, text: string, lang: string): string {
  // Escaped first, so a link's address can only hold characters that are safe in an attribute.
  const body = escapeHtml(text).replace(LINK, (url) => `<a href="${url}">${url}</a>`);
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(lang)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body><div style="white-space: pre-wrap; font-family: sans-serif; font-size: 1rem; line-height: 1.5; color: #000; background: #fff;">${body}</div></body>`,
    "</html>",
  ].join("\n");
}
