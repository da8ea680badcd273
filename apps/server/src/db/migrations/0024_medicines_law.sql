-- hand-written
-- Medicines sold as the law asks (issue 34, decision 068): each product's group under the Ley
-- General de Salud art. 226 (I–VI; null for what is not a medicine) and its antibiotic flag; the
-- prescription files a customer attaches (kept privately, never under /media); the pharmacist's
-- check of an order with prescription lines; the original prescription collected on delivery; and
-- the antibiotic register, append-only like the audit trail.
ALTER TABLE "products" ADD COLUMN "medicine_group" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "antibiotic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_medicine_group" CHECK ("medicine_group" BETWEEN 1 AND 6);--> statement-breakpoint
-- The order keeps what the product was when it was ordered, as it keeps its price.
ALTER TABLE "order_items" ADD COLUMN "medicine_group" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "antibiotic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_check" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_checked_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pharmacist_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescription_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pharmacist_check" CHECK ("pharmacist_check" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pharmacist_checked_by_accounts_id_fk" FOREIGN KEY ("pharmacist_checked_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The monitor and the pharmacist's list look only at the orders still waiting.
CREATE INDEX "orders_pharmacist_pending_idx" ON "orders" USING btree ("branch", "created_at") WHERE "pharmacist_check" = 'pending';--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" integer,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	CONSTRAINT "prescriptions_storage_key_unique" UNIQUE ("storage_key"),
	CONSTRAINT "prescriptions_content_type" CHECK ("content_type" IN ('image/webp', 'image/jpeg', 'application/pdf'))
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescriptions_account_created_idx" ON "prescriptions" USING btree ("account_id", "created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_order_idx" ON "prescriptions" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "antibiotic_register" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"sku" text NOT NULL,
	"dispensed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generic_name" text NOT NULL,
	"brand_name" text NOT NULL,
	"presentation" text NOT NULL,
	"lot" text NOT NULL,
	"expiry" date NOT NULL,
	"quantity" integer NOT NULL,
	"doctor_name" text NOT NULL,
	"cedula" text NOT NULL,
	"doctor_address" text NOT NULL,
	"recorded_by" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "antibiotic_register_quantity" CHECK ("quantity" <> 0)
);
--> statement-breakpoint
ALTER TABLE "antibiotic_register" ADD CONSTRAINT "antibiotic_register_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antibiotic_register" ADD CONSTRAINT "antibiotic_register_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antibiotic_register" ADD CONSTRAINT "antibiotic_register_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "antibiotic_register" ADD CONSTRAINT "antibiotic_register_recorded_by_accounts_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "antibiotic_register_branch_dispensed_idx" ON "antibiotic_register" USING btree ("branch", "dispensed_at");--> statement-breakpoint
CREATE INDEX "antibiotic_register_order_idx" ON "antibiotic_register" USING btree ("order_id");--> statement-breakpoint
-- Append-only in the database too: a correction is a new row (a negative quantity), never an edit.
CREATE FUNCTION mostrador_refuse_register_change() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'antibiotic_register is append-only'; END $$;--> statement-breakpoint
CREATE TRIGGER antibiotic_register_append_only BEFORE UPDATE OR DELETE ON "antibiotic_register"
  FOR EACH ROW EXECUTE FUNCTION mostrador_refuse_register_change();--> statement-breakpoint
CREATE TRIGGER antibiotic_register_refuses_truncate BEFORE TRUNCATE ON "antibiotic_register"
  FOR EACH STATEMENT EXECUTE FUNCTION mostrador_refuse_register_change();
