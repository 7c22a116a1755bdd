CREATE TABLE "activity" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"data" jsonb NOT NULL,
	"by_uid" text NOT NULL,
	"by_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trash" (
	"resource" text NOT NULL,
	"record_id" text NOT NULL,
	"title" text NOT NULL,
	"row" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by_uid" text NOT NULL,
	"deleted_by_email" text NOT NULL,
	CONSTRAINT "trash_resource_record_id_pk" PRIMARY KEY("resource","record_id")
);
--> statement-breakpoint
ALTER TABLE "rfq_attachments" DROP CONSTRAINT "rfq_attachments_rfq_id_rfqs_id_fk";
--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at");--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_email","seq");--> statement-breakpoint
CREATE INDEX "activity_resource_idx" ON "activity" USING btree ("resource","seq");--> statement-breakpoint
CREATE INDEX "revisions_record_idx" ON "revisions" USING btree ("resource","record_id","seq");--> statement-breakpoint
CREATE INDEX "trash_deleted_at_idx" ON "trash" USING btree ("deleted_at");