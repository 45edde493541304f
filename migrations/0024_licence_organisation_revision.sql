ALTER TABLE `premium_organisations` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `licences` ADD `revision` integer DEFAULT 1 NOT NULL;