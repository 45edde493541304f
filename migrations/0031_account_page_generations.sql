CREATE TABLE `account_page_generations` (
	`account_id` text PRIMARY KEY NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each trigger below moves on the generation of every account whose signed-in pages may show
-- what the statement changed (a page kept for a session is used only while the generation is
-- the one it was rendered with). An account with no row counts as 0, so a first change
-- writes 1. Accounts' addresses are stored in lower case; address-book entries are not.
CREATE TRIGGER `account_pages_contact_added` AFTER INSERT ON `contacts` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT new.account_id AS id UNION SELECT id FROM accounts WHERE email = lower(new.contact_email)) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_contact_changed` AFTER UPDATE ON `contacts` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (
      SELECT new.account_id AS id UNION SELECT old.account_id
      UNION SELECT id FROM accounts WHERE email IN (lower(new.contact_email), lower(old.contact_email))
    ) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_contact_removed` AFTER DELETE ON `contacts` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT old.account_id AS id UNION SELECT id FROM accounts WHERE email = lower(old.contact_email)) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_call_settings_added` AFTER INSERT ON `call_settings` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (
      SELECT new.account_id AS id
      UNION SELECT c.account_id FROM contacts c JOIN accounts a ON lower(c.contact_email) = a.email WHERE a.id = new.account_id
    ) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_call_settings_changed` AFTER UPDATE ON `call_settings` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (
      SELECT new.account_id AS id UNION SELECT old.account_id
      UNION SELECT c.account_id FROM contacts c JOIN accounts a ON lower(c.contact_email) = a.email WHERE a.id IN (new.account_id, old.account_id)
    ) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_call_settings_removed` AFTER DELETE ON `call_settings` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (
      SELECT old.account_id AS id
      UNION SELECT c.account_id FROM contacts c JOIN accounts a ON lower(c.contact_email) = a.email WHERE a.id = old.account_id
    ) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_account_added` AFTER INSERT ON `accounts` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT new.id AS id UNION SELECT account_id FROM contacts WHERE lower(contact_email) = new.email) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_account_changed` AFTER UPDATE ON `accounts` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (
      SELECT new.id AS id UNION SELECT old.id
      UNION SELECT account_id FROM contacts WHERE lower(contact_email) IN (new.email, old.email)
    ) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_account_removed` AFTER DELETE ON `accounts` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT old.id AS id UNION SELECT account_id FROM contacts WHERE lower(contact_email) = old.email) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_preferences_added` AFTER INSERT ON `account_preferences` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT new.user_id AS id) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_preferences_changed` AFTER UPDATE ON `account_preferences` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT new.user_id AS id UNION SELECT old.user_id) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_preferences_removed` AFTER DELETE ON `account_preferences` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT old.user_id AS id) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_roles_added` AFTER INSERT ON `account_roles` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT new.account_id AS id) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_roles_changed` AFTER UPDATE ON `account_roles` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT new.account_id AS id UNION SELECT old.account_id) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_pages_roles_removed` AFTER DELETE ON `account_roles` BEGIN
  INSERT INTO account_page_generations (account_id, generation)
    SELECT id, 1 FROM (SELECT old.account_id AS id) WHERE true
    ON CONFLICT (account_id) DO UPDATE SET generation = generation + 1;
END;
