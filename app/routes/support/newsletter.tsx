import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/newsletter";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { newsletterSchema } from "@common/schemas/support";
import { NEWSLETTER_ALREADY, NEWSLETTER_FAILURE, NEWSLETTER_SUBSCRIBED } from "@common/support/messages";
import { PageHeading } from "~/components/layout/PageHeading";
import { NewsletterForm } from "~/features/support/NewsletterForm";
import { db, env } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { NEWSLETTER_RATE_LIMIT } from "../../../workers/api/support";
import { getNewsletter } from "../../../workers/services/newsletter";
import { clientAddress, hitRateLimit } from "../../../workers/services/rate-limit";

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter | Dolphin" },
  { name: "description", content: "Sign up to the Dolphin newsletter for product news, free training and events." },
];

export async function action({ request }: Route.ActionArgs) {
  const limit = await hitRateLimit(env.DB, NEWSLETTER_RATE_LIMIT, clientAddress(request));
  if (!limit.allowed) return data({ fieldErrors: null, message: { kind: "error" as const, text: "Too many sign-ups from your connection. Please wait a few minutes and try again." } }, { status: 429 });
  const parsed = v.safeParse(newsletterSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ fieldErrors: fieldErrorsFromIssues(newsletterSchema, parsed.issues), message: null }, { status: 422 });
  try {
    const result = await getNewsletter(env, db()).subscribe(parsed.output.email, parsed.output.emailType);
    return { fieldErrors: null, message: { kind: "success" as const, text: result.status === "subscribed" ? NEWSLETTER_SUBSCRIBED : NEWSLETTER_ALREADY } };
  } catch {
    return data({ fieldErrors: null, message: { kind: "error" as const, text: NEWSLETTER_FAILURE } }, { status: 502 });
  }
}

const SOCIAL = [
  { name: "Facebook", href: "https://www.facebook.com/YourDolphin" },
  { name: "X (Twitter)", href: "https://x.com/YourDolphin" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/dolphin-computer-access" },
  { name: "YouTube", href: "https://www.youtube.com/@YourDolphin" },
];

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Sign up to our newsletter</PageHeading>
      <p className="lead">
        About once a month: new product versions, free webinars and training, events near you and stories from people who use our software. You
        can unsubscribe with one link in any email.
      </p>
      <section className="panel" aria-labelledby="newsletter-form-title">
        <h2 id="newsletter-form-title">Your details</h2>
        <NewsletterForm action={url("Newsletter")} fieldErrors={actionData?.fieldErrors} message={actionData?.message} />
      </section>
      <section aria-labelledby="newsletter-follow">
        <h2 id="newsletter-follow">Other ways to follow us</h2>
        <ul className="support-links">
          <li>
            <a href={url("Rss")}>News feed (RSS)</a> for your feed reader.
          </li>
          {SOCIAL.map((network) => (
            <li key={network.name}>
              <a href={network.href} rel="noopener noreferrer">
                Dolphin on {network.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
