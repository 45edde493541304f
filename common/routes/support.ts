/**
 * Named routes of the support desk (contact, support, knowledge base, dealers, country,
 * newsletter). Support, Contact, ContactSupport and DealerLocate are fixed
 * paths of the site and live in the site table.
 */
export const SUPPORT_ROUTES = {
  SupportCategory: "/support/categories/:productName",
  KnowledgeBase: "/support/knowledge-base",
  KnowledgeBaseArticles: "/support/knowledge-base/articles",
  KnowledgeBaseArticle: "/support/knowledge-base/article",
  ReportBug: "/support/report-a-bug/:productName",
  SupportCallback: "/contact/support/callback",
  SupportCallbackBook: "/contact/support/callback/book",
  SupportTraining: "/contact/support/training",
  SupportTrainingBook: "/contact/support/training/book",
  SupportTrainingConfirm: "/contact/support/training/confirm",
  ContactDealer: "/Contact/Dealer",
  CountryChange: "/country/change",
  Newsletter: "/newsletter",
  NewsletterConfirm: "/newsletter/confirm",
  NewsletterUnsubscribe: "/newsletter/unsubscribe",
} as const;
