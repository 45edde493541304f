ALTER TABLE `homepage_localisations` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `content_pages` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `kb_articles` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `videos` ADD `hosted_video` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `videos` ADD `sample` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `videos` ADD `revision` integer DEFAULT 1 NOT NULL;