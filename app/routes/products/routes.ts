import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { MARKET_SEGMENTS } from "../../../common/products";
import { MARKETING_PAGES, MARKETING_SECTIONS, marketingSectionRoute } from "../../../common/products/marketing";
import { type RouteName, routePattern } from "../../../common/routes";

const at = (name: RouteName, file: string) => route(routePattern(name), `routes/products/${file}`, { id: `products-${name}` });

/** The products area: catalogue, trials, downloads, updates, legacy downloads, buy pages, marketing pages. */
export const productsRoutes: RouteConfigEntry[] = [
  at("Products", "index.tsx"),
  at("ProductsAll", "list.tsx"),
  at("ProductsHardware", "list.tsx"),
  at("ProductsSegment", "list.tsx"),
  // Static paths for the segments: they must outrank other areas' single-word pages under a locale
  // prefix (/:locale?/Education would otherwise claim /products/education).
  ...MARKET_SEGMENTS.map((segment) => route(`products/${segment.name}`, "routes/products/list.tsx", { id: `products-segment-${segment.name}` })),
  at("ProductsUpdates", "updates.tsx"),
  at("ProductDetail", "detail.tsx"),
  at("ProductFamily", "family.tsx"),
  at("ProductVoices", "voices.tsx"),
  at("ProductTry", "try.tsx"),
  at("ProductTrySupport", "try.tsx"),
  at("ProductTrySupportPost", "try.tsx"),

  at("ProductUpdate", "update-detail.tsx"),
  at("ProductUpdatesAll", "updates-all.tsx"),
  at("LegacyDemos", "legacy-demos.tsx"),

  at("ReaderWindowsDownload", "reader-download.tsx"),
  at("ReaderMsiDownload", "reader-download.tsx"),
  at("ReaderDownloadThanks", "thanks.tsx"),
  at("ReaderMsiDownloadThanks", "thanks.tsx"),
  at("ReaderPremiumUnlock", "unlock.tsx"),
  at("ReaderSubscribe", "buy.tsx"),

  at("Download", "download.tsx"),
  at("MsiDownload", "download.tsx"),
  at("TrialDownload", "download.tsx"),
  at("DownloadFile", "download-file.tsx"),
  at("MsiDownloadFile", "download-file.tsx"),
  at("TrialDownloadFile", "download-file.tsx"),
  at("DownloadThanks", "thanks.tsx"),
  at("TrialDownloadThanks", "thanks.tsx"),
  at("DemoDownload", "demo-download.tsx"),

  at("SuperNovaTrial", "trial-page.tsx"),
  at("ScreenReaderTrial", "trial-page.tsx"),
  at("GuideConnectTrial", "trial-page.tsx"),
  at("PublisherTrial", "trial-page.tsx"),

  at("SuperNovaBuy", "buy.tsx"),
  at("SuperNovaBuyUsb", "buy.tsx"),
  at("SuperNovaBuyShowVars", "buy-show-vars.tsx"),
  at("ScreenReaderBuy", "buy.tsx"),
  at("GuideConnectBuy", "buy.tsx"),
  at("PublisherBuy", "buy.tsx"),
  at("SuperNovaUpgrade", "buy.tsx"),
  at("ScreenReaderUpgrade", "buy.tsx"),
  at("SuperNovaRenewSma", "buy.tsx"),
  at("ScreenReaderRenewSma", "buy.tsx"),
  at("OrderReview", "buy-show-vars.tsx"),
  at("CheckoutPay", "checkout-pay.tsx"),
  at("CheckoutConfirm", "checkout-confirm.tsx"),
  at("OrderReceipt", "order-receipt.tsx"),
  at("OrderInvoice", "invoice.tsx"),
  at("OrderCreditNote", "invoice.tsx"),

  ...Object.values(MARKETING_PAGES).flatMap((page) => [
    at(page.route, "marketing.tsx"),
    at(marketingSectionRoute(page), "marketing.tsx"),
    // Static section paths outrank other areas' one-word pages under a locale prefix (/:locale?/support).
    ...MARKETING_SECTIONS.map((section) =>
      route(`${routePattern(page.route)}/${section}`, "routes/products/marketing.tsx", { id: `products-${page.route}-${section}` }),
    ),
  ]),
];
