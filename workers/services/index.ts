/**
 * The outside services' one door: each is an interface with a local implementation that
 * works offline and a production one chosen by configuration.
 */
export * from "./analytics";
export * from "./blog";
export * from "./error-reporting";
export * from "./geocoder";
export * from "./human-check";
export * from "./ice-servers";
export * from "./mail";
export * from "./newsletter";
export * from "./rate-limit";
export * from "./support-outbox";
export * from "./webinars";
export * from "./payments";
export { RateLimitCounter } from "./rate-limit-counter";
