PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_update_patches` (
	`id` integer PRIMARY KEY NOT NULL,
	`product_version_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`file_id` integer NOT NULL,
	`release_date` integer NOT NULL,
	`requires_licence` integer DEFAULT true NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`product_version_id`) REFERENCES `product_versions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `download_files`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_update_patches`("id", "product_version_id", "title", "description", "file_id", "release_date", "requires_licence", "visible", "revision") SELECT "id", "product_version_id", "title", "description", "file_id", "release_date", "requires_licence", "visible", "revision" FROM `update_patches`;--> statement-breakpoint
DROP TABLE `update_patches`;--> statement-breakpoint
ALTER TABLE `__new_update_patches` RENAME TO `update_patches`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `update_patches_version_idx` ON `update_patches` (`product_version_id`);--> statement-breakpoint
ALTER TABLE `version_languages` DROP COLUMN `nim_file_url`;--> statement-breakpoint
ALTER TABLE `version_languages` DROP COLUMN `msi_file_url`;