-- Content in a language other than English is indexed without English stems. search_fts keeps
-- English entries with the porter stemmer; search_fts_plain takes every other language, its
-- words as written (accents folded), so a German, French or Dutch word is never cut to an
-- English stem it shares with another word ("général" and "générer" both became "gener").
-- Each entry is in exactly one of the two tables, by its language; the triggers on
-- search_entries choose the table, and the entries already indexed are moved here.
CREATE VIRTUAL TABLE `search_fts_plain` USING fts5(title, summary, body, content='search_entries', content_rowid='id', tokenize='unicode61 remove_diacritics 2');
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_entries_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_entries_ad`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `search_entries_au`;
--> statement-breakpoint
CREATE TRIGGER `search_entries_ai` AFTER INSERT ON `search_entries` BEGIN
  INSERT INTO search_fts(rowid, title, summary, body) SELECT new.id, new.title, new.summary, new.body WHERE new.language = 'en' OR new.language LIKE 'en-%';
  INSERT INTO search_fts_plain(rowid, title, summary, body) SELECT new.id, new.title, new.summary, new.body WHERE NOT (new.language = 'en' OR new.language LIKE 'en-%');
  INSERT INTO search_trigram(rowid, title, summary) VALUES (new.id, new.title, new.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_ad` AFTER DELETE ON `search_entries` BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, summary, body) SELECT 'delete', old.id, old.title, old.summary, old.body WHERE old.language = 'en' OR old.language LIKE 'en-%';
  INSERT INTO search_fts_plain(search_fts_plain, rowid, title, summary, body) SELECT 'delete', old.id, old.title, old.summary, old.body WHERE NOT (old.language = 'en' OR old.language LIKE 'en-%');
  INSERT INTO search_trigram(search_trigram, rowid, title, summary) VALUES ('delete', old.id, old.title, old.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `search_entries_au` AFTER UPDATE ON `search_entries` BEGIN
  INSERT INTO search_fts(search_fts, rowid, title, summary, body) SELECT 'delete', old.id, old.title, old.summary, old.body WHERE old.language = 'en' OR old.language LIKE 'en-%';
  INSERT INTO search_fts_plain(search_fts_plain, rowid, title, summary, body) SELECT 'delete', old.id, old.title, old.summary, old.body WHERE NOT (old.language = 'en' OR old.language LIKE 'en-%');
  INSERT INTO search_trigram(search_trigram, rowid, title, summary) VALUES ('delete', old.id, old.title, old.summary);
  INSERT INTO search_fts(rowid, title, summary, body) SELECT new.id, new.title, new.summary, new.body WHERE new.language = 'en' OR new.language LIKE 'en-%';
  INSERT INTO search_fts_plain(rowid, title, summary, body) SELECT new.id, new.title, new.summary, new.body WHERE NOT (new.language = 'en' OR new.language LIKE 'en-%');
  INSERT INTO search_trigram(rowid, title, summary) VALUES (new.id, new.title, new.summary);
END;
--> statement-breakpoint
INSERT INTO search_fts(search_fts) VALUES ('delete-all');
--> statement-breakpoint
INSERT INTO search_fts(rowid, title, summary, body) SELECT id, title, summary, body FROM search_entries WHERE language = 'en' OR language LIKE 'en-%';
--> statement-breakpoint
INSERT INTO search_fts_plain(rowid, title, summary, body) SELECT id, title, summary, body FROM search_entries WHERE NOT (language = 'en' OR language LIKE 'en-%');
