ALTER TABLE `orders` ADD `prior_max_major` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `prior_ends_at` integer;