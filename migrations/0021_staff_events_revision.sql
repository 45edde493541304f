ALTER TABLE `events` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `webinars` ADD `presenter` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `webinars` ADD `revision` integer DEFAULT 1 NOT NULL;