import { Link } from "react-router";
import type { Route } from "./+types/contact-dealer";
import { PageHeading } from "~/components/layout/PageHeading";
import { DealerList } from "~/features/support/DealerList";
import { db } from "~/lib/db.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { listPrimaryDealers } from "~/features/support/desk.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "support" } satisfies I18nHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Dealers | Dolphin" },
  { name: "description", content: "Dolphin's dealers around the world, and how to become one." },
];

export async function loader() {
  return { dealers: await listPrimaryDealers(db()) };
}

export default function ContactDealer({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Our dealers</PageHeading>
      <p className="lead">
        Dolphin products are sold and supported by specialist dealers in many countries. Each country has a primary dealer who stocks the full
        range and can put you in touch with others nearby.
      </p>
      <p>
        <Link className="button" to={url("DealerLocate")}>
          Find a dealer near you
        </Link>
      </p>
      <section aria-labelledby="primary-dealers">
        <h2 id="primary-dealers">Primary dealers by country</h2>
        <DealerList dealers={loaderData.dealers} />
      </section>
      <section aria-labelledby="become-dealer">
        <h2 id="become-dealer">Become a Dolphin dealer</h2>
        <p>
          If your organisation supplies assistive technology, we would like to hear from you. Dealers receive product training, demonstration
          licences and access to the Dealer Zone. <Link to={url("Contact")}>Contact our partnerships team</Link> with a little about your
          organisation and the region you cover.
        </p>
      </section>
    </div>
  );
}
