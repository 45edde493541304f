CREATE TABLE `content_translations` (
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`language` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`kind`, `item_id`, `language`, `field`)
);
