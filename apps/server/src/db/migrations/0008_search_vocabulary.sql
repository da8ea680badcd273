CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" drop column "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(name)), 'A')
        || setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(active_ingredient)), 'B')
        || setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(brand || ' ' || laboratory)), 'C')
        || setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(description)), 'D')) STORED;--> statement-breakpoint
-- Dropping the column dropped its index too (drizzle-kit does not know): built again here.
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);