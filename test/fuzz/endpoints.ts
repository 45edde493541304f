/**
 * The endpoints the property-based tests throw hostile input at. Each area lists its own
 * state-changing and parameterised endpoints here, with the tables a rejected request must
 * leave untouched.
 */
export interface FuzzTarget {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** `{param}` is replaced by random path segments. */
  path: string;
  /** Tables whose row count a 4xx answer must not change. */
  tables: string[];
  /** Send the signed-in session cookie (account-scoped endpoints). */
  signedIn?: boolean;
}

export const FUZZ_TARGETS: FuzzTarget[] = [
  { method: "POST", path: "/api/v1/feedback/not-found", tables: ["feedback_reports"] },
  { method: "POST", path: "/api/v1/cookie/preferences", tables: [] },
  { method: "POST", path: "/api/v1/analytics/events", tables: ["analytics_events"] },
  { method: "POST", path: "/api/v1/errors/client", tables: ["error_reports"] },
  { method: "GET", path: "/api/v1/homepage/localisations/{param}", tables: [] },
  { method: "GET", path: "/api/v1/states", tables: [] },
  { method: "GET", path: "/api/v1/webinars", tables: ["webinars"] },
  { method: "GET", path: "/api/v1/webinars/{param}", tables: ["webinars"] },
  { method: "POST", path: "/api/v1/webinars/{param}/registrations", tables: ["webinar_registrations", "support_outbox", "mail_messages"] },
  { method: "POST", path: "/api/v1/webinars/registrations/cancel", tables: ["webinar_registrations"] },
  { method: "GET", path: "/api/v1/events/search", tables: ["events"] },
  { method: "GET", path: "/api/v1/events/{param}/upcoming", tables: ["events"] },
  { method: "GET", path: "/api/v1/hubspot/blog/posts/latest", tables: ["blog_posts"] },
  { method: "POST", path: "/api/v1/account/contacts", tables: ["contacts"], signedIn: true },
  { method: "PATCH", path: "/api/v1/account/contacts/{param}", tables: ["contacts"], signedIn: true },
  { method: "DELETE", path: "/api/v1/account/contacts/{param}", tables: ["contacts"], signedIn: true },
  { method: "POST", path: "/api/v1/account/preferences", tables: ["account_preferences"], signedIn: true },
  { method: "POST", path: "/api/v1/account/password-reset", tables: ["password_resets", "mail_messages"] },
  { method: "POST", path: "/api/v1/oauth/exchange", tables: ["sessions"] },
  { method: "POST", path: "/id/oauth/token", tables: ["refresh_tokens"] },
  { method: "POST", path: "/id/refresh", tables: ["refresh_tokens"] },
  { method: "POST", path: "/id/oauth/revoke", tables: ["refresh_tokens"] },
  { method: "GET", path: "/id/userinfo", tables: [] },
  { method: "POST", path: "/api/v1/account/password", tables: ["sessions", "refresh_tokens"], signedIn: true },
  { method: "POST", path: "/api/v1/account/terms", tables: ["accounts"], signedIn: true },
  { method: "POST", path: "/api/v1/recaptcha/verify", tables: ["human_check_tokens"] },
  { method: "POST", path: "/api/v1/contact/message", tables: ["support_messages", "support_outbox"] },
  { method: "POST", path: "/api/v1/contact/support/message", tables: ["support_messages", "support_outbox"] },
  { method: "POST", path: "/api/v1/support/report-bug", tables: ["support_messages", "support_outbox"] },
  { method: "POST", path: "/api/v1/support/book-callback", tables: ["support_bookings"] },
  { method: "POST", path: "/api/v1/book-training", tables: ["support_bookings"] },
  { method: "POST", path: "/api/v1/mailchimp/newsletter", tables: ["newsletter_subscribers"] },
  { method: "POST", path: "/api/v1/session/country", tables: [] },
  { method: "POST", path: "/api/v1/search-kb", tables: ["kb_articles"] },
  { method: "POST", path: "/api/v1/dealer-locate/fetch-dealers", tables: ["dealers"] },
  { method: "GET", path: "/api/v1/dealer-locate/fetch-dealers", tables: ["dealers"] },
  { method: "GET", path: "/api/v1/countries/{param}/dealers/primary", tables: [] },
  { method: "GET", path: "/api/v1/recaptcha/token", tables: ["human_check_tokens"] },
  { method: "GET", path: "/api/v1/geolocation/reverse", tables: [] },
  { method: "GET", path: "/api/v1/support/slots", tables: ["support_bookings"] },
  { method: "GET", path: "/api/v1/support-products/{param}", tables: [] },
  { method: "GET", path: "/api/v1/support/knowledge-base/articles", tables: [] },
  { method: "GET", path: "/api/v1/support/knowledge-base/articles/{param}", tables: [] },
  { method: "POST", path: "/api/v1/products/{param}/demo-downloads", tables: ["trial_requests", "download_tokens"] },
  { method: "POST", path: "/api/v1/easyreader/download/request", tables: ["download_requests", "download_tokens"] },
  { method: "POST", path: "/api/v1/easyreader/download/get-latest-demo", tables: [] },
  { method: "POST", path: "/api/v1/easyreader-premium/unlock", tables: ["unlock_redemptions"] },
  { method: "GET", path: "/api/v1/updates/search", tables: [] },
  { method: "GET", path: "/api/v1/products/{param}/versions", tables: [] },
  { method: "GET", path: "/api/v1/products", tables: [] },
  { method: "GET", path: "/api/v1/products/{param}", tables: [] },
  { method: "GET", path: "/api/v1/products/{param}/dealers", tables: [] },
  { method: "GET", path: "/api/v1/products/1/versions/{param}/languages", tables: [] },
  { method: "POST", path: "/api/v1/products/1/demo-downloads", tables: ["trial_requests", "download_tokens"] },
  { method: "POST", path: "/api/v1/easyreader/download/msi", tables: ["download_requests", "download_tokens"] },
  { method: "POST", path: "/api/v1/supernova/getPrice", tables: [] },
  { method: "POST", path: "/api/v1/product-upgrade/getLicenceData", tables: [] },
  { method: "POST", path: "/api/v1/account/licences/register", tables: ["licences"], signedIn: true },
  { method: "GET", path: "/api/v1/updates/{param}/file", tables: [] },
  { method: "POST", path: "/api/v1/beta-tester-zone/register", tables: ["beta_registrations"] },
  { method: "POST", path: "/api/v1/careers/process-application", tables: ["career_applications"] },
  { method: "POST", path: "/api/v1/product-help/search", tables: [] },
  { method: "POST", path: "/api/v1/dealer-zone/session", tables: ["dealer_sessions"], signedIn: true },
  { method: "POST", path: "/api/v1/easyreader-premium/add-update-student", tables: ["premium_students"], signedIn: true },
  { method: "POST", path: "/api/v1/easyreader-premium/add-domain", tables: ["premium_domains"], signedIn: true },
  { method: "POST", path: "/api/v1/easyreader-premium/delete-admin", tables: ["premium_staff"], signedIn: true },
  { method: "POST", path: "/api/v1/websocket/configuration", tables: [] },
];
