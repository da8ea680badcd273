-- hand-written
-- Substitutions the customer approves (issue 33, decision 063). A missing line's substitute is
-- offered by the branch and answered by the customer (or left to expire): one row per offer, with
-- both products' prices as they were, so the order keeps what it first held.
CREATE TABLE "order_substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"original_sku" text NOT NULL,
	"original_name" text NOT NULL,
	"original_units" integer NOT NULL,
	"original_total" numeric(12, 2) NOT NULL,
	"substitute_sku" text NOT NULL,
	"substitute_name" text NOT NULL,
	"substitute_presentation" text NOT NULL,
	"substitute_image" text NOT NULL,
	"units" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"difference" numeric(12, 2) NOT NULL,
	"status" text NOT NULL DEFAULT 'offered',
	"offered_by" integer,
	"answered_by" integer,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_substitutions_status" CHECK ("status" IN ('offered', 'accepted', 'rejected', 'expired')),
	CONSTRAINT "order_substitutions_units" CHECK ("units" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_original_sku_products_sku_fk" FOREIGN KEY ("original_sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_substitute_sku_products_sku_fk" FOREIGN KEY ("substitute_sku") REFERENCES "public"."products"("sku") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_offered_by_accounts_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_substitutions_order_idx" ON "order_substitutions" USING btree ("order_id");--> statement-breakpoint
-- The sweep looks only at open offers.
CREATE INDEX "order_substitutions_open_idx" ON "order_substitutions" USING btree ("expires_at") WHERE "status" = 'offered';--> statement-breakpoint
-- At most one open offer per order line.
CREATE UNIQUE INDEX "order_substitutions_one_open_idx" ON "order_substitutions" USING btree ("order_id", "position") WHERE "status" = 'offered';--> statement-breakpoint
ALTER TABLE "picking_events" DROP CONSTRAINT "picking_events_kind";--> statement-breakpoint
ALTER TABLE "picking_events" ADD CONSTRAINT "picking_events_kind" CHECK ("kind" IN ('scan', 'refused', 'confirmed_without_scan', 'unavailable', 'substitution_offered', 'substitution_answered'));
