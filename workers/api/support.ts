/**
 * /api/v1 routes of the support desk, each made from its operation (workers/support): the
 * human check, contact and support messages and bug reports, support products, callbacks
 * and training, the knowledge base, dealers, the visitor's country and the newsletter.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  bookCallback,
  bookTraining,
  chooseCountry,
  findCountryPrimaryDealer,
  issueHumanCheckToken,
  listSlots,
  locateCountry,
  locateDealers,
  quickSearchArticles,
  readArticle,
  readSupportProduct,
  searchArticles,
  sendBugReport,
  sendContactMessage,
  sendSupportMessage,
  signUpToNewsletter,
  confirmNewsletter,
  unsubscribeFromNewsletter,
  supportProductList,
  verifyHumanCheck,
} from "../support";

export const supportApi = new Hono<AppEnv>();

// Human check
supportApi.get("/recaptcha/token", apiRoute(issueHumanCheckToken));
supportApi.post("/recaptcha/verify", apiRoute(verifyHumanCheck));

// Messages
supportApi.post("/contact/message", apiRoute(sendContactMessage));
supportApi.post("/contact/support/message", apiRoute(sendSupportMessage));
supportApi.post("/support/report-bug", apiRoute(sendBugReport));

// Support products
supportApi.get("/support-products/all", apiRoute(supportProductList("all")));
supportApi.get("/support-products/current", apiRoute(supportProductList("current")));
supportApi.get("/support-products/current/can-email-support", apiRoute(supportProductList("email")));
supportApi.get("/support-products/current/can-book-callback", apiRoute(supportProductList("callback")));
supportApi.get("/support-products/:id{[0-9]+}", apiRoute(readSupportProduct));

// Callbacks and training
supportApi.get("/support/slots", apiRoute(listSlots));
supportApi.post("/support/book-callback", apiRoute(bookCallback));
supportApi.post("/book-training", apiRoute(bookTraining));

// Knowledge base (product-help/search belongs to the product help pages, workers/api/content.ts)
supportApi.get("/support/knowledge-base/articles", apiRoute(searchArticles));
supportApi.get("/support/knowledge-base/articles/:id{[0-9]+}", apiRoute(readArticle));
supportApi.post("/search-kb", apiRoute(quickSearchArticles));

// Dealers
supportApi.get("/countries/:id/dealers/primary", apiRoute(findCountryPrimaryDealer));
supportApi.post("/dealer-locate/fetch-dealers", apiRoute(locateDealers));
supportApi.get("/dealer-locate/fetch-dealers", apiRoute(locateDealers));

// The visitor's country
supportApi.get("/geolocation/reverse", apiRoute(locateCountry));
supportApi.post("/session/country", apiRoute(chooseCountry, { redirectPlainPosts: true }));

// Newsletter
supportApi.post("/mailchimp/newsletter", apiRoute(signUpToNewsletter));
supportApi.post("/newsletter/confirm", apiRoute(confirmNewsletter));
supportApi.post("/newsletter/unsubscribe", apiRoute(unsubscribeFromNewsletter));
