CREATE TABLE `content_versions` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` text NOT NULL,
	`changed_at` integer NOT NULL
);
