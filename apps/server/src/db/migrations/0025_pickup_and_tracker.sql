-- hand-written
-- Pickup at a branch and the customer's tracker (issue 35, decision 074). An order is delivered
-- to an address or collected at its branch; a pickup order keeps no address. When it is ready
-- (status 7) it gets a 6-digit code the customer shows at the counter; wrong tries are counted
-- and lock the code for a while. A share link opens the order's stages without signing in: only
-- its token's SHA-256 is kept, so the table cannot be read back into working links.
ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment" CHECK ("fulfilment" IN ('delivery', 'pickup'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_for_delivery" CHECK ("fulfilment" = 'pickup' OR "address" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_failed_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
-- The uncollected sweep looks only at the orders waiting at a counter.
CREATE INDEX "orders_ready_for_pickup_idx" ON "orders" USING btree ("ready_at") WHERE "status" = 7;--> statement-breakpoint
CREATE TABLE "order_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "order_share_links_token_hash_unique" UNIQUE ("token_hash")
);
--> statement-breakpoint
ALTER TABLE "order_share_links" ADD CONSTRAINT "order_share_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_share_links_order_idx" ON "order_share_links" USING btree ("order_id");
