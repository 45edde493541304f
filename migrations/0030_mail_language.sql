ALTER TABLE `mail_messages` ADD `language` text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE `support_outbox` ADD `language` text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `locale` text DEFAULT 'en-gb' NOT NULL;