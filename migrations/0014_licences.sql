PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_licences` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text,
	`product_id` integer NOT NULL,
	`edition` text,
	`serial` text NOT NULL,
	`min_major` integer NOT NULL,
	`max_major` integer NOT NULL,
	`seats` integer DEFAULT 1 NOT NULL,
	`fulfilment` text DEFAULT 'download' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`sma_expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`registered_at` integer,
	`revoked_at` integer,
	`order_id` text,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_licences`("id", "account_id", "product_id", "edition", "serial", "min_major", "max_major", "sma_expires_at", "created_at", "registered_at") SELECT "id", "account_id", "product_id", "edition", "serial", "min_major", "max_major", "sma_expires_at", "created_at", "created_at" FROM `licences`;--> statement-breakpoint
DROP TABLE `licences`;--> statement-breakpoint
ALTER TABLE `__new_licences` RENAME TO `licences`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `licences_account_idx` ON `licences` (`account_id`,`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `licences_serial_unique` ON `licences` (`serial`);