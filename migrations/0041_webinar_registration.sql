CREATE TABLE `webinar_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`webinar_id` integer NOT NULL,
	`topic` text NOT NULL,
	`start_time` integer NOT NULL,
	`timezone` text NOT NULL,
	`duration` integer NOT NULL,
	`join_url` text NOT NULL,
	`provider_registrant_id` text DEFAULT '' NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`question` text DEFAULT '' NOT NULL,
	`locale` text NOT NULL,
	`account_id` text,
	`cancel_token_hash` text NOT NULL,
	`reminder_token_hash` text,
	`reminder_sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webinar_registrations_person_unique` ON `webinar_registrations` (`webinar_id`,`email_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `webinar_registrations_cancel_unique` ON `webinar_registrations` (`cancel_token_hash`);--> statement-breakpoint
CREATE INDEX `webinar_registrations_reminder_idx` ON `webinar_registrations` (`reminder_sent_at`,`start_time`);--> statement-breakpoint
ALTER TABLE `mail_messages` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `support_outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `webinars` ADD `capacity` integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE `webinars` ADD `recording_url` text DEFAULT '' NOT NULL;