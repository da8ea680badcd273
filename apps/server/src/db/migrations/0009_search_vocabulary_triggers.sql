-- The search vocabulary (search_vocabulary, migration 0008) follows every write to products:
-- statement-level triggers count, per word, the active products that use it, so a bulk insert of
-- 5,000 products updates each of its words once, and an update that changes no searched text
-- changes nothing. Both engines run this (PGlite ships PL/pgSQL).

-- The distinct words of a text as the search document holds them (lower case, no accents; one
-- letter is no word worth correcting to). The app splits what people type the same way.
CREATE FUNCTION mostrador_search_words(value text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT DISTINCT word FROM regexp_split_to_table(mostrador_search_text(value), '[^a-z0-9]+') AS word WHERE length(word) >= 2 $$;--> statement-breakpoint

-- Adds 1 to each word of every added text and takes 1 off each word of every removed text; a
-- word no active product uses any more leaves the vocabulary. Sorted, so two writers lock the
-- same words in the same order.
CREATE FUNCTION mostrador_count_search_words(added text[], removed text[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO search_vocabulary AS v (word, products)
      SELECT word, sum(delta)::int
      FROM (SELECT body, 1 AS delta FROM unnest(added) AS body UNION ALL SELECT body, -1 FROM unnest(removed) AS body) AS changed,
        mostrador_search_words(changed.body) AS word
      GROUP BY word
      HAVING sum(delta) <> 0
      ORDER BY word
    ON CONFLICT (word) DO UPDATE SET products = v.products + excluded.products;
    DELETE FROM search_vocabulary WHERE products <= 0;
  $$;--> statement-breakpoint

-- Passes on the searched text (the fields of products.search_document) of the active rows a
-- statement added and removed; an update is both, so the words it did not change cancel out.
CREATE FUNCTION mostrador_update_search_vocabulary() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM mostrador_count_search_words(
        array(SELECT concat_ws(' ', name, active_ingredient, brand, laboratory, description) FROM new_rows WHERE active), '{}');
    ELSIF TG_OP = 'UPDATE' THEN
      PERFORM mostrador_count_search_words(
        array(SELECT concat_ws(' ', name, active_ingredient, brand, laboratory, description) FROM new_rows WHERE active),
        array(SELECT concat_ws(' ', name, active_ingredient, brand, laboratory, description) FROM old_rows WHERE active));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM mostrador_count_search_words(
        '{}', array(SELECT concat_ws(' ', name, active_ingredient, brand, laboratory, description) FROM old_rows WHERE active));
    ELSE
      DELETE FROM search_vocabulary;
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint

CREATE TRIGGER products_search_vocabulary_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mostrador_update_search_vocabulary();--> statement-breakpoint
CREATE TRIGGER products_search_vocabulary_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mostrador_update_search_vocabulary();--> statement-breakpoint
CREATE TRIGGER products_search_vocabulary_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mostrador_update_search_vocabulary();--> statement-breakpoint
CREATE TRIGGER products_search_vocabulary_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION mostrador_update_search_vocabulary();--> statement-breakpoint

-- The products already there.
SELECT mostrador_count_search_words(
  array(SELECT concat_ws(' ', name, active_ingredient, brand, laboratory, description) FROM products WHERE active), '{}');--> statement-breakpoint

-- Typos are now corrected against the vocabulary, not looked up over every product name.
DROP INDEX IF EXISTS "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_ingredient_trgm_idx";--> statement-breakpoint

-- Migration 0008 rebuilt products.search_document, which dropped its statistics: without them
-- the planner guesses how many products a word finds.
ANALYZE products;--> statement-breakpoint
ANALYZE search_vocabulary;
