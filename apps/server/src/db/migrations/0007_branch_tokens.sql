CREATE TABLE "branch_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"branch" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "branch_tokens" ADD CONSTRAINT "branch_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_tokens" ADD CONSTRAINT "branch_tokens_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_tokens_session_idx" ON "branch_tokens" USING btree ("session_id");