import { Link } from "react-router";
import type { Route } from "./+types/call";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { loadCallPage } from "~/features/calling/call/call-page.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { CallScreen } from "./CallScreen";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "calling" } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  return loadCallPage(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const name = loaderData && loaderData.kind !== "invalid" ? loaderData.name : null;
  return [
    { title: name ? `Call with ${name} | Dolphin` : "Call | Dolphin" },
    { name: "description", content: "A video or voice call with someone in your Dolphin address book." },
    { name: "robots", content: "noindex" },
  ];
};

export default function CallPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  if (loaderData.kind === "invalid") {
    return (
      <div className="container page call-page">
        <PageHeading>Call</PageHeading>
        <StatusAlert kind="message" title="No call to show">
          <p>{loaderData.message}</p>
        </StatusAlert>
        <p>
          <Link className="button" to={url("AccountAddressBook")}>
            Back to address book
          </Link>
        </p>
      </div>
    );
  }
  return <CallScreen data={loaderData} />;
}
