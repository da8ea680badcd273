ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (to_tsvector('spanish'::regconfig, mostrador_search_text(name || ' ' || active_ingredient || ' ' || brand || ' ' || laboratory || ' ' || description))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
-- The stored column replaces migration 0003's expression index over the same text.
DROP INDEX IF EXISTS "products_fts_idx";
