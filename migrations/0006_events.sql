CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`published_url` text NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_created_idx` ON `blog_posts` (`created`);--> statement-breakpoint
CREATE TABLE `event_types` (
	`id` integer PRIMARY KEY NOT NULL,
	`hid` text NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_types_hid_unique` ON `event_types` (lower("hid"));--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`start_date` integer NOT NULL,
	`end_date` integer NOT NULL,
	`event_type_id` integer NOT NULL,
	`country_id` integer,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`address_name` text DEFAULT '' NOT NULL,
	`address_street` text DEFAULT '' NOT NULL,
	`address_city` text DEFAULT '' NOT NULL,
	`address_county` text DEFAULT '' NOT NULL,
	`address_postcode` text DEFAULT '' NOT NULL,
	`more_info_url` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`event_type_id`) REFERENCES `event_types`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `events_end_date_idx` ON `events` (`end_date`);--> statement-breakpoint
CREATE INDEX `events_type_idx` ON `events` (`event_type_id`);--> statement-breakpoint
CREATE TABLE `videos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`youtube_url_param` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`duration` text DEFAULT '' NOT NULL,
	`transcript` text DEFAULT '' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`visible` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `webinars` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uuid` text NOT NULL,
	`host_id` text NOT NULL,
	`topic` text NOT NULL,
	`agenda` text DEFAULT '' NOT NULL,
	`type` integer DEFAULT 5 NOT NULL,
	`start_time` integer NOT NULL,
	`duration` integer NOT NULL,
	`timezone` text NOT NULL,
	`join_url` text NOT NULL,
	`market_segment_id` integer,
	`product_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webinars_uuid_unique` ON `webinars` (`uuid`);--> statement-breakpoint
CREATE INDEX `webinars_start_time_idx` ON `webinars` (`start_time`);