/**
 * /dev/mailbox: every mail the local mail service stored (the `mail_messages` table), newest
 * first, so that codes, reset links and invitations can be read and followed while working
 * locally. It does not exist in production or once a real mail provider is configured (404).
 */
import { Fragment } from "react";
import { data } from "react-router";
import type { Route } from "./+types/mailbox";
import { PageHeading } from "~/components/layout/PageHeading";
import { attachmentsOf, localMail } from "./mailbox.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: a list of messages and links.
export const handle = { i18n: "dev", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("{title} | Dolphin", { title: text("Local mailbox") }) }, { name: "robots", content: "noindex" }];
};

export async function loader() {
  const mails = await localMail();
  if (!mails) throw data(null, { status: 404 });
  return {
    mails: mails.map((mail) => ({
      id: mail.id,
      to: mail.toAddress,
      subject: mail.subject,
      body: mail.textBody,
      replyTo: mail.replyTo,
      lang: mail.language,
      sentAt: mail.createdAt.toISOString(),
      attachments: attachmentsOf(mail.attachments),
    })),
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const LINK = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/** The body as written, with every web address made a real link. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {text.split(LINK).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function LocalMailbox({ loaderData }: Route.ComponentProps) {
  const { mails } = loaderData;
  const { t, formatDate } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Local mailbox")}</PageHeading>
      <p>
        {t(
          "Mail the site sent while running locally, newest first. Nothing here leaves this computer; in production mail goes through the configured provider and this page does not exist.",
        )}
      </p>
      {mails.length === 0 ? (
        <p>{t("No mail has been sent yet.")}</p>
      ) : (
        <ol className="mailbox" reversed>
          {mails.map((mail) => (
            <li key={mail.id} className="panel">
              {/* Each mail is marked with the language it is written in, whatever the page's. */}
              <article aria-labelledby={`mail-${mail.id}`}>
                <h2 id={`mail-${mail.id}`} lang={mail.lang}>
                  {mail.subject}
                </h2>
                <dl>
                  <dt>{t("To")}</dt>
                  <dd translate="no">{mail.to}</dd>
                  {mail.replyTo && (
                    <>
                      <dt>{t("Reply to")}</dt>
                      <dd translate="no">{mail.replyTo}</dd>
                    </>
                  )}
                  <dt>{t("Sent")}</dt>
                  <dd>
                    <time dateTime={mail.sentAt}>{formatDate(mail.sentAt, { dateStyle: "long", timeStyle: "medium", timeZone: "UTC" })} UTC</time>
                  </dd>
                </dl>
                <pre className="mailbox__body" lang={mail.lang}>
                  <LinkedText text={mail.body} />
                </pre>
                {mail.attachments.map((file, index) => (
                  // An attachment's text (a calendar file) is shown as it was sent.
                  <details key={index}>
                    <summary>{t("Attached: {filename}", { filename: file.filename })}</summary>
                    <pre className="mailbox__body" lang="en">
                      {file.content}
                    </pre>
                  </details>
                ))}
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
