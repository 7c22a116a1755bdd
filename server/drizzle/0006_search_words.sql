-- The words a search's typo is corrected to (docs/search.md): each word of three letters or more in a
-- searched row's names, added as rows are written. A statement's rows are read at once (a transition table),
-- so an import of thousands adds its words in one insert. Words stay when their rows go: a correction to
-- one then finds nothing, as the typo did.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT lexeme FROM written, unnest(to_tsvector('simple', written.search_names))
    WHERE lexeme ~ '^[[:alpha:]]{3,}$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER products_search_words_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER news_search_words_on_insert AFTER INSERT ON news
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER news_search_words_on_update AFTER UPDATE ON news
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM (SELECT search_names FROM products UNION ALL SELECT search_names FROM news) AS written,
    unnest(to_tsvector('simple', written.search_names))
  WHERE lexeme ~ '^[[:alpha:]]{3,}$'
  ON CONFLICT DO NOTHING;
