CREATE TABLE `country_tax_rules` (
	`country_id` integer PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`currency` text NOT NULL,
	`tax_name` text NOT NULL,
	`tax_rate_basis_points` integer NOT NULL,
	`relief_available` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`idempotency_key` text NOT NULL,
	`account_id` text NOT NULL,
	`email` text NOT NULL,
	`kind` text NOT NULL,
	`product_id` integer NOT NULL,
	`price_id` integer NOT NULL,
	`label` text NOT NULL,
	`edition` text,
	`fulfilment` text NOT NULL,
	`language_id` integer,
	`country_id` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`currency` text NOT NULL,
	`unit_amount_minor` integer NOT NULL,
	`net_amount_minor` integer NOT NULL,
	`tax_name` text NOT NULL,
	`tax_rate_basis_points` integer NOT NULL,
	`tax_amount_minor` integer NOT NULL,
	`total_amount_minor` integer NOT NULL,
	`tax_relief` integer DEFAULT false NOT NULL,
	`licence_serial` text,
	`organisation_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider` text NOT NULL,
	`checkout_session_id` text,
	`payment_id` text,
	`failure_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`paid_at` integer,
	`closed_at` integer,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`price_id`) REFERENCES `product_prices`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`language_id`) REFERENCES `languages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_idempotency_unique` ON `orders` (`account_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `orders_account_idx` ON `orders` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_expiry_idx` ON `orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `orders_checkout_session_idx` ON `orders` (`checkout_session_id`);--> statement-breakpoint
CREATE INDEX `orders_payment_idx` ON `orders` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`outcome` text DEFAULT 'received' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`provider`, `event_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_events_order_idx` ON `payment_events` (`order_id`);--> statement-breakpoint
CREATE TABLE `price_amounts` (
	`price_id` integer NOT NULL,
	`currency` text NOT NULL,
	`amount_minor` integer NOT NULL,
	PRIMARY KEY(`price_id`, `currency`),
	FOREIGN KEY (`price_id`) REFERENCES `product_prices`(`id`) ON UPDATE no action ON DELETE cascade
);
