CREATE TABLE "catalogue_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file" "bytea" NOT NULL,
	"headers" jsonb NOT NULL,
	"mapping" jsonb,
	"status" text DEFAULT 'UPLOADED' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"done_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"stock_changes" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_jobs" ADD CONSTRAINT "catalogue_import_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_jobs_account_idx" ON "catalogue_import_jobs" USING btree ("account_id","created_at");