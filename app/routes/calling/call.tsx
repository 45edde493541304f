import { Link } from "react-router";
import type { Route } from "./+types/call";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { loadCallPage } from "~/features/calling/call/call-page.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { CallScreen } from "./CallScreen";
import type { I18nHandle } from "@common/i18n/namespaces";
import { metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "calling" } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return loadCallPage(request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text } = metaText(matches);
  const name = loaderData && loaderData.kind !== "invalid" ? loaderData.name : null;
  return [
    { title: name ? text("Call with {name} | Dolphin", { name }) : text("Call | Dolphin") },
    { name: "description", content: text("A video or voice call with someone in your Dolphin address book.") },
    { name: "robots", content: "noindex" },
  ];
};

export default function CallPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  if (loaderData.kind === "invalid") {
    return (
      <div className="container page call-page">
        <PageHeading>{t("Call")}</PageHeading>
        <StatusAlert kind="message" title={text("No call to show")}>
          <p>{t(loaderData.message)}</p>
        </StatusAlert>
        <p>
          <Link className="button" to={url("AccountAddressBook")}>
            {t("Back to address book")}
          </Link>
        </p>
      </div>
    );
  }
  return <CallScreen data={loaderData} />;
}
