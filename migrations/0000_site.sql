CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_name` text NOT NULL,
	`event_action` text NOT NULL,
	`event_category` text NOT NULL,
	`event_label` text DEFAULT '' NOT NULL,
	`visitor_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `countries` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`iso3166` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `countries_iso3166_unique` ON `countries` (`iso3166`);--> statement-breakpoint
CREATE TABLE `error_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source` text NOT NULL,
	`message` text NOT NULL,
	`url` text DEFAULT '' NOT NULL,
	`stack` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `feedback_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`feedback` text NOT NULL,
	`report_id` text NOT NULL,
	`reported_uri` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `homepage_localisations` (
	`id` integer PRIMARY KEY NOT NULL,
	`language_id` integer NOT NULL,
	`banner_message` text,
	`banner_message_enabled` integer DEFAULT false NOT NULL,
	`banner_message_expiry` integer,
	`banner_content` text,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `languages` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`iso6391` text NOT NULL,
	`iso6393` text NOT NULL,
	`country_id` integer,
	`auth_server_id` integer
);
--> statement-breakpoint
CREATE TABLE `rate_limit_buckets` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `states` (
	`id` integer PRIMARY KEY NOT NULL,
	`country_id` integer NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `states_country_idx` ON `states` (`country_id`);