/**
 * A desk item's own editor page (an event, a webinar, a video, an article, a content page):
 * the way back to the desk and to the item's list, the heading naming the item in the language
 * it is written in (or the new item), and, when the address says the item was just created,
 * that it is. The page puts its form, and what is special about it, inside.
 */
import { Link } from "react-router";
import type { RouteName } from "@common/routes";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { useAddressNotice } from "../components";
import type { DeskMessageWith } from "./definition";

export function DeskEditor({
  list,
  listLabel,
  item,
  editHeading,
  newHeading,
  created,
  children,
}: {
  /** The item's list, and its name (a catalogue message) in the way back. */
  list: RouteName;
  listLabel: string;
  /** The item's name, as stored, and the language it is written in; null for a new item. */
  item: { name: string; lang?: string } | null;
  /** The heading of an item ("Edit event: <0/>", its name in <0/>), and of a new one. */
  editHeading: string;
  newHeading: string;
  /** The notice of an item just created (`?created`): it is the answer of the post that led here. */
  created: DeskMessageWith | null;
  children: React.ReactNode;
}) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const addressNotice = useAddressNotice();
  return (
    <div className="container page">
      <p className="breadcrumbs">
        <Link to={url("StaffHome")}>{t("Staff desk")}</Link> / <Link to={url(list)}>{t(listLabel)}</Link>
      </p>
      <PageHeading>{item ? <T message={editHeading} components={[<span lang={item.lang}>{item.name}</span>]} /> : t(newHeading)}</PageHeading>
      {created && item && addressNotice && (
        <StatusAlert kind="success" focusOnLoad>
          <p>{t(created.message, created.values)}</p>
        </StatusAlert>
      )}
      {children}
    </div>
  );
}
