-- One history per account: the session events of sign_in_history move into account_history
-- (their `event` becomes the `kind`, `created_at` the `at`), with their device, browser and
-- country; then sign_in_history goes.
ALTER TABLE `account_history` ADD `device` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `account_history` ADD `browser` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `account_history` ADD `country` text;--> statement-breakpoint
INSERT INTO `account_history` (`account_id`, `at`, `kind`, `client_address`, `device`, `browser`, `country`)
  SELECT `account_id`, `created_at`, `event`, '', `device`, `browser`, `country` FROM `sign_in_history` ORDER BY `id`;--> statement-breakpoint
DROP TABLE `sign_in_history`;
