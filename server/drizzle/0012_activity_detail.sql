ALTER TABLE "activity" ADD COLUMN "detail" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- An RFQ waiting in the trash is listed by its reference, as one deleted from now on is (record-title.ts).
UPDATE "trash" SET "title" = "row"->>'reference' WHERE "resource" = 'rfqs' AND coalesce("row"->>'reference', '') <> '';