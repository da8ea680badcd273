-- hand-written
-- Couriers (issue 35, decision 075): who carries an order and since when; each courier's branch
-- (given in people management with the COURIER access); every delivery attempt with its proof
-- (receiver, photo and signature kept privately like prescriptions, cash collected) or the reason
-- it came back; and the end of day's cash hand-over the branch confirms.
ALTER TABLE "orders" ADD COLUMN "courier_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "courier_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_id_accounts_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The courier's page reads their own orders of the day.
CREATE INDEX "orders_courier_idx" ON "orders" USING btree ("courier_id", "courier_assigned_at") WHERE "courier_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "courier_branches" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_branches" ADD CONSTRAINT "courier_branches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_branches" ADD CONSTRAINT "courier_branches_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_branches_branch_idx" ON "courier_branches" USING btree ("branch");--> statement-breakpoint
CREATE TABLE "delivery_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"branch" text NOT NULL,
	"courier_id" integer,
	"outcome" text NOT NULL,
	"receiver_name" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"cash_expected" numeric(12, 2) DEFAULT '0' NOT NULL,
	"cash_collected" numeric(12, 2) DEFAULT '0' NOT NULL,
	"photo_key" text,
	"signature_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_attempts_outcome" CHECK ("outcome" IN ('delivered', 'not_delivered')),
	CONSTRAINT "delivery_attempts_cash" CHECK ("cash_collected" >= 0 AND "cash_expected" >= 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_courier_id_accounts_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_attempts_branch_at_idx" ON "delivery_attempts" USING btree ("branch", "at");--> statement-breakpoint
CREATE INDEX "delivery_attempts_order_idx" ON "delivery_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "courier_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"courier_id" integer NOT NULL,
	"day" date NOT NULL,
	"delivered" integer NOT NULL,
	"cash_expected" numeric(12, 2) NOT NULL,
	"cash_handed_in" numeric(12, 2) NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_handovers_cash" CHECK ("cash_handed_in" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_courier_id_accounts_id_fk" FOREIGN KEY ("courier_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courier_handovers" ADD CONSTRAINT "courier_handovers_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_handovers_day_idx" ON "courier_handovers" USING btree ("branch", "courier_id", "day");
