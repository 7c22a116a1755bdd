ALTER TABLE "enquiries" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;