ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- hand-written below
-- When a product last changed, for the sitemaps' lastmod (issue 36, decision 067): every writer
-- of a product row (the editor, the import's set-based writer, pictures) moves it, so none can
-- forget to. Stock lives in its own table and does not.
CREATE FUNCTION mostrador_products_touch() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at := now(); RETURN NEW; END $$;--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION mostrador_products_touch();
