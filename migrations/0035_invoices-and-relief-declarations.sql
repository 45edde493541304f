CREATE TABLE `tax_documents` (
	`number` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`order_id` text NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`issued_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tax_documents_order_unique` ON `tax_documents` (`kind`,`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tax_documents_sequence_unique` ON `tax_documents` (`kind`,`year`,`sequence`);--> statement-breakpoint
ALTER TABLE `orders` ADD `short_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `company_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `invoice_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `vat_number` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `reverse_charge` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `relief_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `relief_address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `relief_condition` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `relief_charity` text;--> statement-breakpoint
-- Orders placed before short numbers existed get one too (a new order that draws a taken number draws again).
UPDATE `orders` SET `short_number` = 'DOL-' || lower(hex(randomblob(4))) WHERE `short_number` IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_short_number_unique` ON `orders` (`short_number`);