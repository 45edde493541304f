ALTER TABLE `orders` ADD `prior_product_id` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `prior_edition` text;