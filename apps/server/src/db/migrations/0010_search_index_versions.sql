CREATE TABLE "catalogue_search_removals" (
	"sku" text,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_search_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "catalogue_search_removals_version_idx" ON "catalogue_search_removals" USING btree ("version");--> statement-breakpoint
CREATE INDEX "products_search_version_idx" ON "products" USING btree ("search_version");--> statement-breakpoint

-- The in-memory search index (modules/catalogue/search-index-store.ts) follows the products
-- table by version: every statement that writes products raises the one-row catalogue version,
-- stamps the rows it inserts or updates with it, and records the SKUs it deletes. The version
-- row stays locked until the writer commits, so writers take versions in commit order and a
-- reader that sees version V in its snapshot sees every row stamped up to V.
-- Rows already there keep version 0: an index built now reads them all anyway.
INSERT INTO "catalogue_search_state" ("id", "version") VALUES (1, 1);--> statement-breakpoint

-- An upsert, so a test that empties every table still gets a version row back.
CREATE FUNCTION mostrador_raise_search_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    next_version bigint;
  BEGIN
    INSERT INTO catalogue_search_state AS s (id, version) VALUES (1, 1)
      ON CONFLICT (id) DO UPDATE SET version = s.version + 1
      RETURNING version INTO next_version;
    PERFORM set_config('mostrador.search_version', next_version::text, true);
    IF TG_OP = 'TRUNCATE' THEN
      INSERT INTO catalogue_search_removals (sku, version) VALUES (NULL, next_version);
    END IF;
    RETURN NULL;
  END
  $$;--> statement-breakpoint

CREATE FUNCTION mostrador_stamp_search_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO catalogue_search_removals (sku, version) VALUES (OLD.sku, current_setting('mostrador.search_version')::bigint);
      RETURN OLD;
    END IF;
    NEW.search_version := current_setting('mostrador.search_version')::bigint;
    RETURN NEW;
  END
  $$;--> statement-breakpoint

CREATE TRIGGER products_raise_search_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION mostrador_raise_search_version();--> statement-breakpoint
CREATE TRIGGER products_stamp_search_version BEFORE INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION mostrador_stamp_search_version();--> statement-breakpoint

-- The index also holds the synonyms: a change to them is a new catalogue version too.
CREATE TRIGGER search_synonyms_raise_search_version BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION mostrador_raise_search_version();
