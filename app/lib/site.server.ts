/** The site shell's reads for its pages (the home page's banner, videos and blog posts), through its door. */
export { findVideo, homepageLocalisation, isBannerActive, listVideos } from "@workers/site";
export { getBlog } from "@workers/events";
