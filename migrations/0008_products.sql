CREATE TABLE `download_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`about_you` text NOT NULL,
	`country_id` integer,
	`product_id` integer NOT NULL,
	`version_id` integer NOT NULL,
	`language_id` integer NOT NULL,
	`accept_emails` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`version_id`) REFERENCES `product_versions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `download_requests_email_idx` ON `download_requests` (`email`);--> statement-breakpoint
CREATE TABLE `download_tokens` (
	`token` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`version_language_id` integer NOT NULL,
	`download_request_id` integer,
	`trial_request_id` integer,
	`expires_at` integer NOT NULL,
	`download_count` integer DEFAULT 0 NOT NULL,
	`last_downloaded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`version_language_id`) REFERENCES `version_languages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`download_request_id`) REFERENCES `download_requests`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`trial_request_id`) REFERENCES `trial_requests`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `download_tokens_expiry_idx` ON `download_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `licences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`product_id` integer NOT NULL,
	`edition` text,
	`serial` text NOT NULL,
	`min_major` integer NOT NULL,
	`max_major` integer NOT NULL,
	`sma_expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `licences_account_idx` ON `licences` (`account_id`,`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `licences_serial_unique` ON `licences` (`serial`);--> statement-breakpoint
CREATE TABLE `market_segments` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `market_segments_name_unique` ON `market_segments` (`name`);--> statement-breakpoint
CREATE TABLE `product_dealers` (
	`product_id` integer NOT NULL,
	`dealer_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `dealer_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_dealers_dealer_idx` ON `product_dealers` (`dealer_id`);--> statement-breakpoint
CREATE TABLE `product_families` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`semantic_name` text NOT NULL,
	`colour` text DEFAULT '#0b3d91' NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`page_content` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `product_families_semantic_unique` ON `product_families` (`semantic_name`);--> statement-breakpoint
CREATE TABLE `product_market_segments` (
	`product_id` integer NOT NULL,
	`market_segment_id` integer NOT NULL,
	PRIMARY KEY(`product_id`, `market_segment_id`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`market_segment_id`) REFERENCES `market_segments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_prices` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`kind` text NOT NULL,
	`edition` text,
	`fulfilment` text DEFAULT 'download' NOT NULL,
	`label` text NOT NULL,
	`currency` text DEFAULT 'GBP' NOT NULL,
	`amount_pence` integer NOT NULL,
	`vat_relief_eligible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_prices_product_idx` ON `product_prices` (`product_id`,`kind`);--> statement-breakpoint
CREATE TABLE `product_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_id` integer NOT NULL,
	`major` integer NOT NULL,
	`minor` integer NOT NULL,
	`build` integer DEFAULT 0 NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`release_date` integer NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_versions_product_idx` ON `product_versions` (`product_id`,`major`,`minor`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY NOT NULL,
	`hid` text NOT NULL,
	`name` text NOT NULL,
	`semantic_name` text NOT NULL,
	`family_id` integer,
	`product_type_id` integer DEFAULT 1 NOT NULL,
	`page_template_id` integer DEFAULT 1 NOT NULL,
	`auth_server_id` integer,
	`short_description` text DEFAULT '' NOT NULL,
	`meta_desc` text DEFAULT '' NOT NULL,
	`page_content` text DEFAULT '' NOT NULL,
	`more_benefits_content` text DEFAULT '' NOT NULL,
	`pricing_content` text DEFAULT '' NOT NULL,
	`specification_content` text DEFAULT '' NOT NULL,
	`support_category_content` text DEFAULT '' NOT NULL,
	`system_requirements_content` text DEFAULT '' NOT NULL,
	`logo_path` text,
	`large_logo_path` text,
	`features_img_path` text,
	`trial_banner_img_path` text,
	`video_or_img_path` text,
	`why_choose_img_path` text,
	`video_id` text,
	`app_store_url` text,
	`google_play_url` text,
	`norway_article_no` text,
	`override_family_colour` text,
	`call_me_btn` integer DEFAULT false NOT NULL,
	`demo_no_details` integer DEFAULT false NOT NULL,
	`extended_buy_via_dealer_form` integer DEFAULT false NOT NULL,
	`extended_demo_form` integer DEFAULT false NOT NULL,
	`offer_trial` integer DEFAULT false NOT NULL,
	`try_it_near_btn` integer DEFAULT false NOT NULL,
	`video_btn` integer DEFAULT false NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`online` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`family_id`) REFERENCES `product_families`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `products_semantic_unique` ON `products` (`semantic_name`);--> statement-breakpoint
CREATE INDEX `products_family_idx` ON `products` (`family_id`);--> statement-breakpoint
CREATE TABLE `trial_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`market_segment_id` integer,
	`version_id` integer NOT NULL,
	`language_id` integer NOT NULL,
	`dealer_id` integer,
	`country_id` integer,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`about_you` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`market_segment_id`) REFERENCES `market_segments`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`version_id`) REFERENCES `product_versions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`dealer_id`) REFERENCES `dealers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `trial_requests_product_idx` ON `trial_requests` (`product_id`);--> statement-breakpoint
CREATE TABLE `unlock_codes` (
	`code` text PRIMARY KEY NOT NULL,
	`redirect_url` text NOT NULL,
	`max_uses` integer DEFAULT 1 NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `unlock_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code` text NOT NULL,
	`dolphin_id` text NOT NULL,
	`account_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`code`) REFERENCES `unlock_codes`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `unlock_redemptions_code_idx` ON `unlock_redemptions` (`code`);--> statement-breakpoint
CREATE TABLE `update_patches` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_version_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`file_path` text NOT NULL,
	`release_date` integer NOT NULL,
	`requires_licence` integer DEFAULT true NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	FOREIGN KEY (`product_version_id`) REFERENCES `product_versions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `update_patches_version_idx` ON `update_patches` (`product_version_id`);--> statement-breakpoint
CREATE TABLE `version_languages` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_version_id` integer NOT NULL,
	`language_id` integer NOT NULL,
	`nim_file_url` text,
	`nim_online` integer DEFAULT false NOT NULL,
	`pim_file_name` text,
	`pim_online` integer DEFAULT false NOT NULL,
	`msi_file_url` text,
	FOREIGN KEY (`product_version_id`) REFERENCES `product_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `version_languages_unique` ON `version_languages` (`product_version_id`,`language_id`);