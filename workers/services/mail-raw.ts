/**
 * A mail as a mail client receives it (RFC 5322 with MIME): the local mailbox keeps it, so a
 * test can read the headers the way a client does (a real parser, not our own fields). The
 * body is UTF-8 in base64 and non-ASCII header values are RFC 2047 encoded words, so any
 * parser reads them the same.
 */
import type { MailMessage } from "./mail-message";

const LOCAL_FROM = "Dolphin <no-reply@localhost>";

function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A header value, as an encoded word where it holds anything beyond printable ASCII. */
function headerValue(value: string): string {
  const clean = value.replace(/[\r\n]+/g, " ");
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${base64Utf8(clean)}?=`;
}

export function formatRawMessage(message: MailMessage, options: { from?: string; date?: Date; messageId?: string } = {}): string {
  const headers: [string, string][] = [
    ["From", options.from ?? LOCAL_FROM],
    ["To", message.to],
    ["Subject", headerValue(message.subject)],
    ["Date", (options.date ?? new Date()).toUTCString()],
    ["Message-ID", `<${options.messageId ?? crypto.randomUUID()}@localhost>`],
    ["MIME-Version", "1.0"],
    ["Content-Language", message.lang ?? "en-GB"],
  ];
  if (message.replyTo) headers.push(["Reply-To", message.replyTo]);
  for (const [name, value] of Object.entries(message.headers ?? {})) headers.push([name, headerValue(value)]);
  const head = headers.map(([name, value]) => `${name}: ${value}`).join("\r\n");
  if (!message.html) return `${head}\r\n${part("text/plain", message.text)}`;
  // Text first and HTML last: a client shows the last alternative it can display.
  const boundary = `alt-${options.messageId ?? crypto.randomUUID()}`;
  return `${head}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n--${boundary}\r\n${part("text/plain", message.text)}--${boundary}\r\n${part("text/html", message.html)}--${boundary}--\r\n`;
}

/** One body part's headers and its content, UTF-8 in base64. */
function part(type: string, content: string): string {
  return `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${base64Utf8(content).replace(/.{1,76}/g, "$&\r\n")}`;
}
