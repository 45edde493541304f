-- Staff translate and publish content in the desk: each item's translation into each language is
-- a draft (kept off the site) or published, and keeps the English it was made from, so an English
-- edit made afterwards shows the translation as out of date. Every translation already stored came
-- from the data files and was on the site, so each is published, made from today's English.
CREATE TABLE `content_translation_states` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`language` text NOT NULL,
	`state` text DEFAULT 'published' NOT NULL,
	`source` text DEFAULT '{}' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `language`)
);
--> statement-breakpoint
INSERT INTO `content_translation_states` (kind, item_id, language, state, source)
SELECT DISTINCT t.kind, t.item_id, t.language, 'published',
  COALESCE(CASE t.kind
    WHEN 'page' THEN (SELECT json_object('title', title, 'summary', summary, 'body', body) FROM content_pages WHERE id = t.item_id)
    WHEN 'article' THEN (SELECT json_object('title', title, 'shortDescription', short_description, 'body', body) FROM kb_articles WHERE id = t.item_id)
    WHEN 'event' THEN (SELECT json_object('title', title, 'description', description) FROM events WHERE id = t.item_id)
    WHEN 'webinar' THEN (SELECT json_object('topic', topic, 'agenda', agenda) FROM webinars WHERE id = t.item_id)
    WHEN 'help' THEN (SELECT json_object('title', title, 'body', body) FROM product_help_pages WHERE id = t.item_id)
    WHEN 'family' THEN (SELECT json_object('shortDescription', short_description, 'pageContent', page_content) FROM product_families WHERE id = t.item_id)
    WHEN 'segment' THEN (SELECT json_object('description', description) FROM market_segments WHERE id = t.item_id)
    WHEN 'product' THEN (SELECT json_object('shortDescription', short_description, 'metaDesc', meta_desc, 'pageContent', page_content, 'moreBenefitsContent', more_benefits_content, 'specificationContent', specification_content, 'pricingContent', pricing_content, 'systemRequirementsContent', system_requirements_content, 'supportCategoryContent', support_category_content) FROM products WHERE id = t.item_id)
  END, '{}')
FROM content_translations t;
