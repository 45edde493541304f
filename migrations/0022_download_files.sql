CREATE TABLE `download_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`name` text NOT NULL,
	`kind` text NOT NULL,
	`content_type` text DEFAULT 'application/octet-stream' NOT NULL,
	`size` integer,
	`sha256` text,
	`uploaded_by_email` text,
	`uploaded_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sample` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `download_files_key_unique` ON `download_files` (`key`);--> statement-breakpoint
ALTER TABLE `product_versions` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `update_patches` ADD `file_id` integer REFERENCES download_files(id);--> statement-breakpoint
ALTER TABLE `update_patches` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `version_languages` ADD `nim_file_id` integer REFERENCES download_files(id);--> statement-breakpoint
ALTER TABLE `version_languages` ADD `msi_file_id` integer REFERENCES download_files(id);--> statement-breakpoint
ALTER TABLE `version_languages` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
INSERT OR IGNORE INTO `download_files` (`key`, `name`, `kind`, `content_type`, `sample`) SELECT ltrim(`nim_file_url`, '/'), replace(`nim_file_url`, rtrim(`nim_file_url`, replace(`nim_file_url`, '/', '')), ''), 'installer', 'application/zip', 1 FROM `version_languages` WHERE `nim_file_url` IS NOT NULL;--> statement-breakpoint
INSERT OR IGNORE INTO `download_files` (`key`, `name`, `kind`, `content_type`, `sample`) SELECT ltrim(`msi_file_url`, '/'), replace(`msi_file_url`, rtrim(`msi_file_url`, replace(`msi_file_url`, '/', '')), ''), 'installer', 'application/zip', 1 FROM `version_languages` WHERE `msi_file_url` IS NOT NULL;--> statement-breakpoint
INSERT OR IGNORE INTO `download_files` (`key`, `name`, `kind`, `content_type`, `sample`) SELECT ltrim(`file_path`, '/'), replace(`file_path`, rtrim(`file_path`, replace(`file_path`, '/', '')), ''), 'patch', 'application/zip', 1 FROM `update_patches`;--> statement-breakpoint
UPDATE `version_languages` SET `nim_file_id` = (SELECT `id` FROM `download_files` WHERE `key` = ltrim(`version_languages`.`nim_file_url`, '/'));--> statement-breakpoint
UPDATE `version_languages` SET `msi_file_id` = (SELECT `id` FROM `download_files` WHERE `key` = ltrim(`version_languages`.`msi_file_url`, '/'));--> statement-breakpoint
UPDATE `update_patches` SET `file_id` = (SELECT `id` FROM `download_files` WHERE `key` = ltrim(`update_patches`.`file_path`, '/'));
