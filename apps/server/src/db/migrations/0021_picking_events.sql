-- hand-written
-- Pick and pack with a scanner (issue 33, decision 060). Every scan, refusal, line confirmed
-- without a scan and line marked unavailable is one row: who, when, what was read. A line's
-- picked units and its lots are summed from these rows; nothing else holds them.
CREATE TABLE "picking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"branch" text NOT NULL,
	"account_id" integer,
	"kind" text NOT NULL,
	"sku" text,
	"code" text NOT NULL DEFAULT '',
	"lot" text,
	"expiry" date,
	"units" integer NOT NULL DEFAULT 0,
	"reason" text NOT NULL DEFAULT '',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picking_events_kind" CHECK ("kind" IN ('scan', 'refused', 'confirmed_without_scan', 'unavailable')),
	CONSTRAINT "picking_events_units" CHECK ("units" >= 0)
);
--> statement-breakpoint
ALTER TABLE "picking_events" ADD CONSTRAINT "picking_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_events" ADD CONSTRAINT "picking_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picking_events_order_created_idx" ON "picking_events" USING btree ("order_id","created_at");--> statement-breakpoint
-- Products a unit of which cannot be packed without its lot and expiry (antibiotics and others),
-- and how many days of shelf life a packed unit must still have.
ALTER TABLE "products" ADD COLUMN "needs_lot_expiry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_expiry_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_min_expiry_days" CHECK ("min_expiry_days" >= 0);
