-- Full-text search over the knowledge base (SQLite FTS5, which D1 supports). The index keeps
-- no copy of the text (external content: kb_articles); triggers keep it in step with the table.
CREATE VIRTUAL TABLE `kb_articles_fts` USING fts5(title, short_description, body, content='kb_articles', content_rowid='id', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `kb_articles_fts_insert` AFTER INSERT ON `kb_articles` BEGIN
  INSERT INTO kb_articles_fts(rowid, title, short_description, body) VALUES (new.id, new.title, new.short_description, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `kb_articles_fts_delete` AFTER DELETE ON `kb_articles` BEGIN
  INSERT INTO kb_articles_fts(kb_articles_fts, rowid, title, short_description, body) VALUES ('delete', old.id, old.title, old.short_description, old.body);
END;
--> statement-breakpoint
CREATE TRIGGER `kb_articles_fts_update` AFTER UPDATE ON `kb_articles` BEGIN
  INSERT INTO kb_articles_fts(kb_articles_fts, rowid, title, short_description, body) VALUES ('delete', old.id, old.title, old.short_description, old.body);
  INSERT INTO kb_articles_fts(rowid, title, short_description, body) VALUES (new.id, new.title, new.short_description, new.body);
END;
