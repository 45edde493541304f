CREATE TABLE `inbox_items` (
	`kind` text NOT NULL,
	`source_id` integer NOT NULL,
	`state` text DEFAULT 'new' NOT NULL,
	`assignee_account_id` text,
	`revision` integer DEFAULT 1 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`kind`, `source_id`)
);
--> statement-breakpoint
CREATE INDEX `inbox_items_state_idx` ON `inbox_items` (`state`);--> statement-breakpoint
CREATE TABLE `inbox_thread` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`source_id` integer NOT NULL,
	`entry` text NOT NULL,
	`author_account_id` text,
	`author_email` text NOT NULL,
	`body` text NOT NULL,
	`outbox_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`outbox_id`) REFERENCES `support_outbox`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inbox_thread_item_idx` ON `inbox_thread` (`kind`,`source_id`,`created_at`);