ALTER TABLE "users" ADD COLUMN "role_granted_by" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_granted_at" timestamp with time zone;