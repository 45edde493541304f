CREATE TABLE `staff_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`actor_account_id` text,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`summary` text NOT NULL,
	`before_json` text,
	`after_json` text
);
--> statement-breakpoint
CREATE INDEX `staff_audit_at_idx` ON `staff_audit` (`at`);--> statement-breakpoint
CREATE INDEX `staff_audit_subject_idx` ON `staff_audit` (`subject_type`,`subject_id`);