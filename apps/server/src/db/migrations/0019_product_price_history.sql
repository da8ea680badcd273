-- hand-written
-- Every price a product has had (issue 32): one row per change, written in the change's own
-- transaction by the back office's editor and the catalogue import. old_price is null on the row
-- written when the product is created; account_id is null for the system.
CREATE TABLE "product_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"old_price" numeric(12, 2),
	"new_price" numeric(12, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"source" text NOT NULL,
	CONSTRAINT "product_price_history_source" CHECK ("source" IN ('back_office', 'import'))
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_price_history_sku_changed_at_idx" ON "product_price_history" USING btree ("sku","changed_at" DESC NULLS LAST);
