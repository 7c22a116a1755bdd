CREATE TABLE "about_sections" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"paragraph" text NOT NULL,
	"about_image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"add1" jsonb NOT NULL,
	"add2" jsonb,
	"add3" jsonb,
	"add4" jsonb,
	"hr" jsonb,
	"bd" jsonb,
	"marketing" jsonb,
	"supply_chain" text,
	"rnd" text,
	"commercial" text,
	"map" text,
	"qr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_phone" text,
	"message" text NOT NULL,
	"handled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"day" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"news_image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_sections" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"caption" text NOT NULL,
	"privacy" text NOT NULL,
	"policy" text NOT NULL,
	"why" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"feature" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"composition" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"end_use" text NOT NULL,
	"background" text NOT NULL,
	"category" text NOT NULL,
	"product_image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"comment" text NOT NULL,
	"rate" integer NOT NULL,
	"date" text NOT NULL,
	"photo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"caption" text NOT NULL,
	"link" text,
	"slider_image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uid" text NOT NULL,
	"email" text NOT NULL,
	"display_name" text,
	"role" text,
	CONSTRAINT "users_uid_unique" UNIQUE("uid"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "products_category_seq_idx" ON "products" USING btree ("category","seq");