ALTER TABLE `countries` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `languages` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `states` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `product_prices` ADD `starts_on` text DEFAULT '2000-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE `product_prices` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `country_tax_rules` ADD `revision` integer DEFAULT 1 NOT NULL;