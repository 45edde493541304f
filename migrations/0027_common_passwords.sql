CREATE TABLE `common_passwords` (
	`password` text PRIMARY KEY NOT NULL
);
