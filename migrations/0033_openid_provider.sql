ALTER TABLE `oauth_codes` ADD `scope` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `oauth_codes` ADD `nonce` text;--> statement-breakpoint
ALTER TABLE `refresh_tokens` ADD `scope` text;