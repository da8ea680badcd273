CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_hours" (
	"branch" text NOT NULL,
	"weekday" smallint NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	CONSTRAINT "branch_hours_branch_weekday_pk" PRIMARY KEY("branch","weekday")
);
--> statement-breakpoint
CREATE TABLE "branch_postal_codes" (
	"branch" text NOT NULL,
	"postal_code" text NOT NULL,
	CONSTRAINT "branch_postal_codes_branch_postal_code_pk" PRIMARY KEY("branch","postal_code")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"colonia" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"theme" text NOT NULL,
	"logo" text NOT NULL,
	"slogan" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"default_branch" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_backgrounds" (
	"folder" text NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "theme_backgrounds_folder_path_pk" PRIMARY KEY("folder","path")
);
--> statement-breakpoint
CREATE TABLE "theme_colors" (
	"theme" text NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "theme_colors_theme_name_pk" PRIMARY KEY("theme","name")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"name" text PRIMARY KEY NOT NULL,
	"mode" jsonb NOT NULL,
	"folder" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"type" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"sku" text NOT NULL,
	"type" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_categories_sku_type_category_id_pk" PRIMARY KEY("sku","type","category_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"laboratory" text DEFAULT '' NOT NULL,
	"active_ingredient" text DEFAULT '' NOT NULL,
	"presentation" text DEFAULT '' NOT NULL,
	"barcode" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requires_prescription" boolean DEFAULT false NOT NULL,
	"promotion" jsonb,
	"is_featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_barcode_unique" UNIQUE("barcode")
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"branch" text NOT NULL,
	"sku" text NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_branch_sku_pk" PRIMARY KEY("branch","sku")
);
--> statement-breakpoint
CREATE TABLE "account_access" (
	"account_id" integer NOT NULL,
	"access" text NOT NULL,
	CONSTRAINT "account_access_account_id_access_pk" PRIMARY KEY("account_id","access")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"birth" date,
	"sex" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"alias" text NOT NULL,
	"calle" text NOT NULL,
	"numero_exterior" text NOT NULL,
	"numero_interior" text DEFAULT '' NOT NULL,
	"colonia" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"municipio" text NOT NULL,
	"estado" text NOT NULL,
	"referencias" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"email" text PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"google_sub" text,
	"account_phone" text
);
--> statement-breakpoint
ALTER TABLE "branch_hours" ADD CONSTRAINT "branch_hours_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_postal_codes" ADD CONSTRAINT "branch_postal_codes_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_colors" ADD CONSTRAINT "theme_colors_theme_themes_name_fk" FOREIGN KEY ("theme") REFERENCES "public"."themes"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_access" ADD CONSTRAINT "account_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_branch_branches_code_fk" FOREIGN KEY ("branch") REFERENCES "public"."branches"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_cat_idx" ON "product_categories" USING btree ("type","category_id");--> statement-breakpoint
CREATE INDEX "products_active_idx" ON "products" USING btree ("active");--> statement-breakpoint
CREATE INDEX "stock_sku_idx" ON "stock" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "addresses_account_idx" ON "addresses" USING btree ("account_id");