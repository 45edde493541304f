/**
 * Shared parts of the staff desk's pages: their head (title, never indexed), the way back to
 * the desk's home, and date formatting in the desk's one form.
 */
import { Link } from "react-router";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";

/** The head of a desk page: its own title, and no search engine indexes it. */
export function staffMeta(title: string) {
  return [{ title: `${title} | Staff desk | Dolphin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** "24 Nov 2026, 14:05 UTC": desk pages show times in UTC, said so, for staff in any time zone. */
export function formatStaffTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
  const time = date.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
  return `${day}, ${time} UTC`;
}

/** The link back to the desk's home, above each section's heading. */
export function BackToDesk() {
  const url = useLocalisedUrl();
  return (
    <p className="breadcrumbs">
      <Link to={url("StaffHome")}>Staff desk</Link>
    </p>
  );
}
