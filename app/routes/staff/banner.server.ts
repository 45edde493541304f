/** The Homepage banner section on the server: its page's reads and its action (the same operations as /api/v1/staff/banners). */
import { listBanners, previewBanner, saveBanner } from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";

export type { BannerListing } from "@workers/staff";

export const bannerAction = intentActions({ preview: previewBanner, save: saveBanner });

export function banners() {
  return listBanners(db());
}
