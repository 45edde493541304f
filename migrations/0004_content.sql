CREATE TABLE `beta_programmes` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_name` text NOT NULL,
	`version` text NOT NULL,
	`summary` text NOT NULL,
	`open` integer DEFAULT true NOT NULL,
	`download_file_name` text NOT NULL,
	`download_url` text NOT NULL,
	`release_notes` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `beta_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`programme_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`account_id` text,
	`assistive_technology` text DEFAULT '' NOT NULL,
	`operating_system` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`programme_id`) REFERENCES `beta_programmes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `beta_registrations_unique` ON `beta_registrations` (`programme_id`,`email`);--> statement-breakpoint
CREATE INDEX `beta_registrations_account_idx` ON `beta_registrations` (`account_id`);--> statement-breakpoint
CREATE TABLE `career_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`vacancy_id` integer,
	`role` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`cover_letter` text NOT NULL,
	`cv_key` text NOT NULL,
	`cv_file_name` text NOT NULL,
	`cv_content_type` text NOT NULL,
	`cv_size` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`vacancy_id`) REFERENCES `vacancies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `content_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`hid` text NOT NULL,
	`path` text,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`published` integer DEFAULT true NOT NULL,
	`published_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_pages_hid_unique` ON `content_pages` (`hid`);--> statement-breakpoint
CREATE UNIQUE INDEX `content_pages_path_unique` ON `content_pages` (`path`);--> statement-breakpoint
CREATE INDEX `content_pages_kind_idx` ON `content_pages` (`kind`,`published_at`);--> statement-breakpoint
CREATE TABLE `dealer_resources` (
	`id` integer PRIMARY KEY NOT NULL,
	`section` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`url` text,
	`published_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dealer_resources_section_idx` ON `dealer_resources` (`section`,`published_at`);--> statement-breakpoint
CREATE TABLE `dealer_roles` (
	`account_id` text NOT NULL,
	`dealer_id` integer NOT NULL,
	`granted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`account_id`, `dealer_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `dealer_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`dealer_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `dealer_sessions_account_idx` ON `dealer_sessions` (`account_id`);--> statement-breakpoint
CREATE TABLE `libraries` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`country_id` integer NOT NULL,
	`language_id` integer NOT NULL,
	`easy_reader` integer DEFAULT true NOT NULL,
	`guide_connect` integer DEFAULT false NOT NULL,
	`summary` text NOT NULL,
	`description` text NOT NULL,
	`how_to_join` text NOT NULL,
	`website` text NOT NULL,
	`formats` text NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `libraries_country_idx` ON `libraries` (`country_id`,`language_id`);--> statement-breakpoint
CREATE TABLE `product_help_books` (
	`semantic_name` text PRIMARY KEY NOT NULL,
	`product_name` text NOT NULL,
	`summary` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `product_help_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`semantic_name` text NOT NULL,
	`page_name` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`semantic_name`) REFERENCES `product_help_books`(`semantic_name`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_help_pages_unique` ON `product_help_pages` (`semantic_name`,`page_name`);--> statement-breakpoint
CREATE TABLE `vacancies` (
	`id` integer PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`location` text NOT NULL,
	`hours` text NOT NULL,
	`summary` text NOT NULL,
	`apprenticeship` integer DEFAULT false NOT NULL,
	`closes_at` integer,
	`visible` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `human_check_tokens` (
	`token` text PRIMARY KEY NOT NULL,
	`action` text DEFAULT '' NOT NULL,
	`issued_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE TABLE `kb_articles` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`title` text NOT NULL,
	`short_description` text NOT NULL,
	`body` text NOT NULL,
	`date_updated` integer NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `support_products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `kb_articles_product_idx` ON `kb_articles` (`product_id`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`email_type` text DEFAULT 'html' NOT NULL,
	`source` text DEFAULT 'newsletter' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE TABLE `support_bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slot_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`slot_id`) REFERENCES `support_slots`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_bookings_slot_unique` ON `support_bookings` (`slot_id`);--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`message` text NOT NULL,
	`product_id` integer,
	`version` text DEFAULT '' NOT NULL,
	`serial` text DEFAULT '' NOT NULL,
	`news_subscription` integer DEFAULT false NOT NULL,
	`news_type` text,
	`fingerprint` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `support_products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `support_messages_fingerprint_idx` ON `support_messages` (`fingerprint`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`tag` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`reply_to` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`delivered_at` integer,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `support_outbox_pending_idx` ON `support_outbox` (`delivered_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `support_products` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_name` text NOT NULL,
	`semantic_name` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`is_current` integer DEFAULT true NOT NULL,
	`can_email_support` integer DEFAULT true NOT NULL,
	`can_book_callback` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_products_semantic_unique` ON `support_products` (`semantic_name`);--> statement-breakpoint
CREATE TABLE `support_slots` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer,
	`title` text NOT NULL,
	`starts_at` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `support_products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `support_slots_kind_idx` ON `support_slots` (`kind`,`starts_at`);