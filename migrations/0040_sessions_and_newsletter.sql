CREATE TABLE `sign_in_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`event` text NOT NULL,
	`device` text DEFAULT '' NOT NULL,
	`browser` text DEFAULT '' NOT NULL,
	`country` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sign_in_history_account_idx` ON `sign_in_history` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_consents` (
	`email` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`email_type` text DEFAULT 'html' NOT NULL,
	`locale` text DEFAULT 'en-gb' NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`requested_at` integer NOT NULL,
	`confirmed_at` integer,
	`unsubscribed_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_consents_confirm_unique` ON `newsletter_consents` (`confirm_token_hash`);--> statement-breakpoint
CREATE TABLE `newsletter_unsubscribe_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `mail_messages` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `mail_messages` ADD `raw` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `public_id` text;--> statement-breakpoint
ALTER TABLE `sessions` ADD `device` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `browser` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `sessions` ADD `country` text;--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_public_id_unique` ON `sessions` (`public_id`);--> statement-breakpoint
ALTER TABLE `support_outbox` ADD `headers` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Sessions that began before sessions had a public name get one, so they show in the owner's list.
UPDATE `sessions` SET `public_id` = lower(hex(randomblob(16))) WHERE `public_id` IS NULL;