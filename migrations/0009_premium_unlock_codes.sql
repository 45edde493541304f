PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_premium_invite_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`organisation_id` integer NOT NULL,
	`code` text NOT NULL,
	`label` text NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`organisation_id`) REFERENCES `premium_organisations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`code`) REFERENCES `unlock_codes`(`code`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_premium_invite_codes`("id", "organisation_id", "code", "label", "created_by", "created_at") SELECT "id", "organisation_id", "code", "label", "created_by", "created_at" FROM `premium_invite_codes`;--> statement-breakpoint
DROP TABLE `premium_invite_codes`;--> statement-breakpoint
ALTER TABLE `__new_premium_invite_codes` RENAME TO `premium_invite_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `premium_invite_codes_code_unique` ON `premium_invite_codes` (`code`);--> statement-breakpoint
CREATE INDEX `premium_invite_codes_org_idx` ON `premium_invite_codes` (`organisation_id`);