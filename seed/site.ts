/** The site's reference data is production data (data/production/site.ts); the seed adds nothing to it. */
export { USA_COUNTRY_ID, siteData as siteSeed } from "../data/production/site.ts";
