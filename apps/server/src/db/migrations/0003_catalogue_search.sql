CREATE TABLE "search_synonyms" (
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	CONSTRAINT "search_synonyms_term_synonym_pk" PRIMARY KEY("term","synonym")
);
--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary by name); with the dictionary named it is
-- immutable in practice, which expression indexes need.
CREATE OR REPLACE FUNCTION mostrador_search_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (mostrador_search_text("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_ingredient_trgm_idx" ON "products" USING gin (mostrador_search_text("active_ingredient") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_fts_idx" ON "products" USING gin (to_tsvector('spanish'::regconfig, mostrador_search_text("name" || ' ' || "active_ingredient" || ' ' || "brand" || ' ' || "laboratory" || ' ' || "description")));
