/**
 * /api/v1/staff routes of the desk's content sections (homepage banner, pages, knowledge
 * base, videos), each made from its operation. Every one answers 404 to anyone without a
 * staff role for this environment; every save changes the site at once.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  createArticle,
  createPage,
  createVideo,
  deleteArticle,
  deletePage,
  deleteVideo,
  previewBanner,
  previewPage,
  publishPage,
  readArticlesForDesk,
  readBanners,
  readPages,
  readVideosForDesk,
  saveBanner,
  updateArticle,
  updatePage,
  updateVideo,
} from "../staff";

export const staffContentApi = new Hono<AppEnv>();

staffContentApi.get("/banners", apiRoute(readBanners));
staffContentApi.post("/banners/preview", apiRoute(previewBanner));
staffContentApi.put("/banners/:languageId", apiRoute(saveBanner));

staffContentApi.get("/pages", apiRoute(readPages));
staffContentApi.post("/pages", apiRoute(createPage));
staffContentApi.post("/pages/preview", apiRoute(previewPage));
staffContentApi.put("/pages/:id", apiRoute(updatePage));
staffContentApi.put("/pages/:id/published", apiRoute(publishPage));
staffContentApi.delete("/pages/:id", apiRoute(deletePage));

staffContentApi.get("/knowledge-base", apiRoute(readArticlesForDesk));
staffContentApi.post("/knowledge-base", apiRoute(createArticle));
staffContentApi.put("/knowledge-base/:id", apiRoute(updateArticle));
staffContentApi.delete("/knowledge-base/:id", apiRoute(deleteArticle));

staffContentApi.get("/videos", apiRoute(readVideosForDesk));
staffContentApi.post("/videos", apiRoute(createVideo));
staffContentApi.put("/videos/:id", apiRoute(updateVideo));
staffContentApi.delete("/videos/:id", apiRoute(deleteVideo));
