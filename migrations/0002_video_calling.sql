CREATE TABLE `call_settings` (
	`account_id` text PRIMARY KEY NOT NULL,
	`allowed_callers` integer DEFAULT 1 NOT NULL,
	`audio_input_label` text,
	`video_input_label` text,
	`media_quality` integer DEFAULT 2 NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
