import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** The support desk's pages. */
export const supportRoutes: RouteConfigEntry[] = [
  route(routePattern("Contact"), "routes/support/contact.tsx"),
  route(routePattern("ContactSupport"), "routes/support/contact-support.tsx"),
  route(routePattern("SupportCallback"), "routes/support/callback.tsx"),
  route(routePattern("SupportCallbackBook"), "routes/support/callback-book.tsx"),
  route(routePattern("SupportTraining"), "routes/support/training.tsx"),
  route(routePattern("SupportTrainingBook"), "routes/support/training-book.tsx"),
  route(routePattern("SupportTrainingConfirm"), "routes/support/training-confirm.tsx"),
  route(routePattern("Support"), "routes/support/support.tsx"),
  route(routePattern("SupportCategory"), "routes/support/category.tsx"),
  route(routePattern("ReportBug"), "routes/support/report-bug.tsx"),
  route(routePattern("KnowledgeBase"), "routes/support/knowledge-base.tsx", { id: "support-knowledge-base" }),
  route(routePattern("KnowledgeBaseArticles"), "routes/support/knowledge-base.tsx", { id: "support-knowledge-base-articles" }),
  route(routePattern("KnowledgeBaseArticle"), "routes/support/article.tsx"),
  route(routePattern("DealerLocate"), "routes/support/dealer-locate.tsx"),
  route(routePattern("ContactDealer"), "routes/support/contact-dealer.tsx"),
  route(routePattern("CountryChange"), "routes/support/country-change.tsx"),
  route(routePattern("Newsletter"), "routes/support/newsletter.tsx"),
  route(routePattern("NewsletterConfirm"), "routes/support/newsletter-confirm.tsx"),
  route(routePattern("NewsletterUnsubscribe"), "routes/support/newsletter-unsubscribe.tsx"),
];
