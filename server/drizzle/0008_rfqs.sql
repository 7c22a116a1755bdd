CREATE TABLE "outbox" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience" text NOT NULL,
	"subject_table" text NOT NULL,
	"subject_id" text NOT NULL,
	"to" jsonb NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rfq_attachments" (
	"rfq_id" text NOT NULL,
	"n" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "rfq_attachments_rfq_id_n_pk" PRIMARY KEY("rfq_id","n")
);
--> statement-breakpoint
-- The RFQ references' numbers (schema.ts rfqs.reference), from a sequence of their own.
CREATE SEQUENCE IF NOT EXISTS "rfq_reference_seq";
--> statement-breakpoint
-- The next reference: the sequence read once, padded to six digits and never cut (lpad cuts a longer text),
-- in the UTC year whatever the session's time zone. A function, since a column default may not hold the
-- subquery that reads the sequence once.
CREATE OR REPLACE FUNCTION "rfq_reference"() RETURNS text LANGUAGE sql VOLATILE AS $$
	SELECT 'RFQ-' || to_char(now() at time zone 'UTC', 'YYYY') || '-' || lpad(v, greatest(6, length(v)), '0')
	FROM (SELECT nextval('rfq_reference_seq')::text AS v) AS next
$$;
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"seq" bigserial NOT NULL,
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reference" text DEFAULT rfq_reference() NOT NULL,
	"company" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"destination" text,
	"incoterm" text,
	"required_by" text,
	"message" text,
	"lines" jsonb NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee" text,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_reply_at" timestamp with time zone,
	"notification" text,
	CONSTRAINT "rfqs_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "assignee" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "notification" text;--> statement-breakpoint
-- An enquiry marked handled before the pipeline has been answered, when it was last changed at the latest.
UPDATE "enquiries" SET "status" = 'replied', "first_reply_at" = "updated_at" WHERE "handled";--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."state" <> 'sent';--> statement-breakpoint
CREATE INDEX "rfqs_status_seq_idx" ON "rfqs" USING btree ("status","seq");--> statement-breakpoint
CREATE INDEX "rfqs_seq_idx" ON "rfqs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "enquiries_status_seq_idx" ON "enquiries" USING btree ("status","seq");