CREATE TABLE `account_deletions` (
	`account_id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`locale` text NOT NULL,
	`requested_at` integer NOT NULL,
	`erase_after` integer NOT NULL,
	`cancel_token_hash` text NOT NULL,
	`proved_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_deletions_cancel_unique` ON `account_deletions` (`cancel_token_hash`);--> statement-breakpoint
CREATE INDEX `account_deletions_due_idx` ON `account_deletions` (`erase_after`);--> statement-breakpoint
CREATE TABLE `account_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`kind` text NOT NULL,
	`client_address` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `account_history_account_idx` ON `account_history` (`account_id`,`at`);--> statement-breakpoint
CREATE TABLE `email_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`old_email` text NOT NULL,
	`new_email` text NOT NULL,
	`undo_token_hash` text NOT NULL,
	`changed_at` integer NOT NULL,
	`undo_expires_at` integer NOT NULL,
	`undone_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_changes_undo_unique` ON `email_changes` (`undo_token_hash`);--> statement-breakpoint
CREATE INDEX `email_changes_account_idx` ON `email_changes` (`account_id`);--> statement-breakpoint
ALTER TABLE `support_messages` ADD `account_id` text;