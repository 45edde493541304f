CREATE TABLE `search_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`ref` text NOT NULL,
	`title` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`path` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`updated_at` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_entries_kind_ref_unique` ON `search_entries` (`kind`,`ref`);--> statement-breakpoint
CREATE INDEX `search_entries_language_idx` ON `search_entries` (`language`);
--> statement-breakpoint
-- The site search (hand-written: drizzle-kit cannot describe views, triggers or FTS5 tables).
-- One view per kind (search_source_<kind>) says, once, which rows are public and at what address; the
-- triggers below copy a source row's entry into search_entries in the same statement that
-- changes the row (so a desk save, the seed and the production data all keep it in step), and
-- two FTS5 tables index search_entries: English stemming for words, trigrams for typos.
CREATE VIEW `search_source_article` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'article' AS kind, CAST(a.id AS TEXT) AS ref, a.title AS title, a.short_description AS summary, a.body AS body,
       '/support/knowledge-base/article?id=' || a.id AS path, a.language AS language, a.date_updated AS updated_at
  FROM kb_articles a WHERE a.visible = 1;
--> statement-breakpoint
CREATE VIEW `search_source_page` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'page', c.hid, c.title, c.summary, c.body, coalesce(c.path, '/flexipage/' || c.hid), c.language, c.updated_at
  FROM content_pages c WHERE c.published = 1;
--> statement-breakpoint
CREATE VIEW `search_source_help` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'help', CAST(h.id AS TEXT), h.title, b.product_name, h.body, '/product-help/' || h.semantic_name || '/' || h.page_name, 'en', 0
  FROM product_help_pages h JOIN product_help_books b ON b.semantic_name = h.semantic_name;
--> statement-breakpoint
CREATE VIEW `search_source_webinar` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'webinar', CAST(w.id AS TEXT), w.topic, w.agenda, w.presenter, '/webinars/' || w.id, w.language, w.start_time
  FROM webinars w;
--> statement-breakpoint
CREATE VIEW `search_source_event` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'event', CAST(e.id AS TEXT), e.title, e.description, trim(e.address_name || ' ' || e.address_city), '/events/' || lower(t.hid) || '/' || e.id, e.language, e.start_date
  FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.visible = 1;
--> statement-breakpoint
CREATE VIEW `search_source_blog` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'blog', b.slug, b.name, b.summary, b.body, '/blog/' || b.slug, 'en', b.created
  FROM blog_posts b;
--> statement-breakpoint
CREATE VIEW `search_source_product` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'product', CAST(p.id AS TEXT), p.name, p.short_description, p.meta_desc || ' ' || p.page_content, '/products/' || s.name || '/' || p.semantic_name, 'en', 0
  FROM products p JOIN market_segments s ON s.id = (SELECT min(pms.market_segment_id) FROM product_market_segments pms WHERE pms.product_id = p.id)
 WHERE p.visible = 1 AND p.online = 1;
--> statement-breakpoint
CREATE VIEW `search_source_download` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'download', CAST(v.id AS TEXT), p.name || ' ' || v.major || '.' || v.minor, v.description, '',
       '/product/updates/all?submitted=1&product=' || p.id || '&version=' || v.id, 'en', v.release_date
  FROM product_versions v JOIN products p ON p.id = v.product_id
 WHERE v.visible = 1 AND p.visible = 1 AND EXISTS (SELECT 1 FROM update_patches u WHERE u.product_version_id = v.id AND u.visible = 1);
--> statement-breakpoint
CREATE VIEW `search_source_update` (kind, ref, title, summary, body, path, language, updated_at) AS
SELECT 'update', CAST(u.id AS TEXT), u.title, p.name || ' ' || v.major || '.' || v.minor, u.description, '/product/updates?id=' || u.id, 'en', u.release_date
  FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id JOIN products p ON p.id = v.product_id
 WHERE u.visible = 1 AND p.visible = 1;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_fts` USING fts5(title, summary, body, content='search_entries', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_trigram` USING fts5(title, summary, content='search_entries', content_rowid='id', tokenize='trigram remove_diacritics 1');
--> statement-breakpoint
CREATE TRIGGER `search_entries_ai` AFTER INSERT ON `search_entries` BEGIN
  INSERT INTO search_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
  INSERT INTO search_trigram(rowid, title, summary) VALUES (new.id, new.title, new.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_ad` AFTER DELETE ON `search_entries` BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
  INSERT INTO search_trigram(search_trigram, rowid, title, summary) VALUES ('delete', old.id, old.title, old.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_au` AFTER UPDATE ON `search_entries` BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, summary, body) VALUES ('delete', old.id, old.title, old.summary, old.body);
  INSERT INTO search_trigram(search_trigram, rowid, title, summary) VALUES ('delete', old.id, old.title, old.summary);
  INSERT INTO search_fts(rowid, title, summary, body) VALUES (new.id, new.title, new.summary, new.body);
  INSERT INTO search_trigram(rowid, title, summary) VALUES (new.id, new.title, new.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `kb_articles_search_ai` AFTER INSERT ON `kb_articles` BEGIN
  DELETE FROM search_entries WHERE kind = 'article' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_article WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `kb_articles_search_ad` AFTER DELETE ON `kb_articles` BEGIN
  DELETE FROM search_entries WHERE kind = 'article' AND ref = CAST(old.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `kb_articles_search_au` AFTER UPDATE ON `kb_articles` BEGIN
  DELETE FROM search_entries WHERE kind = 'article' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'article' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_article WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `content_pages_search_ai` AFTER INSERT ON `content_pages` BEGIN
  DELETE FROM search_entries WHERE kind = 'page' AND ref = new.hid;
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_page WHERE ref = new.hid;
END;
--> statement-breakpoint
CREATE TRIGGER `content_pages_search_ad` AFTER DELETE ON `content_pages` BEGIN
  DELETE FROM search_entries WHERE kind = 'page' AND ref = old.hid;
END;
--> statement-breakpoint
CREATE TRIGGER `content_pages_search_au` AFTER UPDATE ON `content_pages` BEGIN
  DELETE FROM search_entries WHERE kind = 'page' AND ref = old.hid;
  DELETE FROM search_entries WHERE kind = 'page' AND ref = new.hid;
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_page WHERE ref = new.hid;
END;
--> statement-breakpoint
CREATE TRIGGER `product_help_pages_search_ai` AFTER INSERT ON `product_help_pages` BEGIN
  DELETE FROM search_entries WHERE kind = 'help' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_help WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `product_help_pages_search_ad` AFTER DELETE ON `product_help_pages` BEGIN
  DELETE FROM search_entries WHERE kind = 'help' AND ref = CAST(old.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `product_help_pages_search_au` AFTER UPDATE ON `product_help_pages` BEGIN
  DELETE FROM search_entries WHERE kind = 'help' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'help' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_help WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `webinars_search_ai` AFTER INSERT ON `webinars` BEGIN
  DELETE FROM search_entries WHERE kind = 'webinar' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_webinar WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `webinars_search_ad` AFTER DELETE ON `webinars` BEGIN
  DELETE FROM search_entries WHERE kind = 'webinar' AND ref = CAST(old.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `webinars_search_au` AFTER UPDATE ON `webinars` BEGIN
  DELETE FROM search_entries WHERE kind = 'webinar' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'webinar' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_webinar WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_ai` AFTER INSERT ON `events` BEGIN
  DELETE FROM search_entries WHERE kind = 'event' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_event WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_ad` AFTER DELETE ON `events` BEGIN
  DELETE FROM search_entries WHERE kind = 'event' AND ref = CAST(old.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_au` AFTER UPDATE ON `events` BEGIN
  DELETE FROM search_entries WHERE kind = 'event' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'event' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_event WHERE ref = CAST(new.id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_ai` AFTER INSERT ON `blog_posts` BEGIN
  DELETE FROM search_entries WHERE kind = 'blog' AND ref = new.slug;
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_blog WHERE ref = new.slug;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_ad` AFTER DELETE ON `blog_posts` BEGIN
  DELETE FROM search_entries WHERE kind = 'blog' AND ref = old.slug;
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_search_au` AFTER UPDATE ON `blog_posts` BEGIN
  DELETE FROM search_entries WHERE kind = 'blog' AND ref = old.slug;
  DELETE FROM search_entries WHERE kind = 'blog' AND ref = new.slug;
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_blog WHERE ref = new.slug;
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_ai` AFTER INSERT ON `products` BEGIN
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_product WHERE ref = CAST(new.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref IN (SELECT CAST(v.id AS TEXT) FROM product_versions v WHERE v.product_id = new.id);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download WHERE ref IN (SELECT CAST(v.id AS TEXT) FROM product_versions v WHERE v.product_id = new.id);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id WHERE v.product_id = new.id);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update WHERE ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id WHERE v.product_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_ad` AFTER DELETE ON `products` BEGIN
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref IN (SELECT CAST(v.id AS TEXT) FROM product_versions v WHERE v.product_id = old.id);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id WHERE v.product_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `products_search_au` AFTER UPDATE ON `products` BEGIN
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref IN (SELECT CAST(v.id AS TEXT) FROM product_versions v WHERE v.product_id = old.id);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id WHERE v.product_id = old.id);
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_product WHERE ref = CAST(new.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref IN (SELECT CAST(v.id AS TEXT) FROM product_versions v WHERE v.product_id = new.id);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download WHERE ref IN (SELECT CAST(v.id AS TEXT) FROM product_versions v WHERE v.product_id = new.id);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id WHERE v.product_id = new.id);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update WHERE ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u JOIN product_versions v ON v.id = u.product_version_id WHERE v.product_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_market_segments_search_ai` AFTER INSERT ON `product_market_segments` BEGIN
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(new.product_id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_product WHERE ref = CAST(new.product_id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `product_market_segments_search_ad` AFTER DELETE ON `product_market_segments` BEGIN
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(old.product_id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `product_market_segments_search_au` AFTER UPDATE ON `product_market_segments` BEGIN
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(old.product_id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'product' AND ref = CAST(new.product_id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_product WHERE ref = CAST(new.product_id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `product_versions_search_ai` AFTER INSERT ON `product_versions` BEGIN
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download WHERE ref = CAST(new.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u WHERE u.product_version_id = new.id);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update WHERE ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u WHERE u.product_version_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_versions_search_ad` AFTER DELETE ON `product_versions` BEGIN
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u WHERE u.product_version_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `product_versions_search_au` AFTER UPDATE ON `product_versions` BEGIN
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u WHERE u.product_version_id = old.id);
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download WHERE ref = CAST(new.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'update' AND ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u WHERE u.product_version_id = new.id);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update WHERE ref IN (SELECT CAST(u.id AS TEXT) FROM update_patches u WHERE u.product_version_id = new.id);
END;
--> statement-breakpoint
CREATE TRIGGER `update_patches_search_ai` AFTER INSERT ON `update_patches` BEGIN
  DELETE FROM search_entries WHERE kind = 'update' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update WHERE ref = CAST(new.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(new.product_version_id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download WHERE ref = CAST(new.product_version_id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `update_patches_search_ad` AFTER DELETE ON `update_patches` BEGIN
  DELETE FROM search_entries WHERE kind = 'update' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(old.product_version_id AS TEXT);
END;
--> statement-breakpoint
CREATE TRIGGER `update_patches_search_au` AFTER UPDATE ON `update_patches` BEGIN
  DELETE FROM search_entries WHERE kind = 'update' AND ref = CAST(old.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(old.product_version_id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'update' AND ref = CAST(new.id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update WHERE ref = CAST(new.id AS TEXT);
  DELETE FROM search_entries WHERE kind = 'download' AND ref = CAST(new.product_version_id AS TEXT);
  INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download WHERE ref = CAST(new.product_version_id AS TEXT);
END;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_article;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_page;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_help;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_webinar;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_event;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_blog;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_product;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_download;
--> statement-breakpoint
INSERT INTO search_entries (kind, ref, title, summary, body, path, language, updated_at) SELECT kind, ref, title, summary, body, path, language, updated_at FROM search_source_update;
--> statement-breakpoint
-- The knowledge base searches the site's index now (filtered to articles): its own index goes.
DROP TRIGGER IF EXISTS `kb_articles_fts_insert`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `kb_articles_fts_delete`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `kb_articles_fts_update`;
--> statement-breakpoint
DROP TABLE IF EXISTS `kb_articles_fts`;
