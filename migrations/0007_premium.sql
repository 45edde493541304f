CREATE TABLE `premium_domains` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organisation_id` integer NOT NULL,
	`domain` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `premium_organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `premium_domains_domain_unique` ON `premium_domains` (`domain`);--> statement-breakpoint
CREATE TABLE `premium_invite_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organisation_id` integer NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`max_uses` integer NOT NULL,
	`use_count` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `premium_organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `premium_invite_codes_code_unique` ON `premium_invite_codes` (`code`);--> statement-breakpoint
CREATE INDEX `premium_invite_codes_org_idx` ON `premium_invite_codes` (`organisation_id`);--> statement-breakpoint
CREATE TABLE `premium_organisations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`seats_purchased` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `premium_reading_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`student_id` integer NOT NULL,
	`organisation_id` integer NOT NULL,
	`started_at` integer NOT NULL,
	`minutes` integer NOT NULL,
	FOREIGN KEY (`student_id`) REFERENCES `premium_students`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organisation_id`) REFERENCES `premium_organisations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `premium_reading_sessions_org_time_idx` ON `premium_reading_sessions` (`organisation_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `premium_staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organisation_id` integer NOT NULL,
	`account_id` text,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`invite_token_hash` text,
	`invite_expires_at` integer,
	`invites_sent` integer DEFAULT 0 NOT NULL,
	`invited_by` text,
	`invited_at` integer,
	`joined_at` integer,
	FOREIGN KEY (`organisation_id`) REFERENCES `premium_organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `premium_staff_org_email_unique` ON `premium_staff` (`organisation_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `premium_staff_token_unique` ON `premium_staff` (`invite_token_hash`);--> statement-breakpoint
CREATE INDEX `premium_staff_account_idx` ON `premium_staff` (`account_id`);--> statement-breakpoint
CREATE TABLE `premium_students` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organisation_id` integer NOT NULL,
	`username` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text,
	`class_name` text DEFAULT '' NOT NULL,
	`account_id` text,
	`source` text NOT NULL,
	`invite_code_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `premium_organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invite_code_id`) REFERENCES `premium_invite_codes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `premium_students_username_unique` ON `premium_students` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `premium_students_org_email_unique` ON `premium_students` (`organisation_id`,`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `premium_students_account_unique` ON `premium_students` (`account_id`);--> statement-breakpoint
CREATE INDEX `premium_students_org_idx` ON `premium_students` (`organisation_id`);