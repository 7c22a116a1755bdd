CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "news_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "news" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, ("news"."title" || ' ' || "news"."content" || ' ' || regexp_replace("news"."title", '[-/.]', '', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, (("products"."title" || ' ' || "products"."category" || ' ' || "products"."composition"::text || ' ' || "products"."certifications"::text || ' ' || jsonb_path_query_array("products"."fibres", '$[*].fibre')::text || ' ' || jsonb_path_query_array("products"."specs", '$[*].value')::text || ' ' || regexp_replace("products"."title" || ' ' || "products"."certifications"::text, '[-/.]', '', 'g')) || ' ' || "products"."description" || ' ' || "products"."end_use" || ' ' || "products"."feature"::text))) STORED;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "news"."title" || ' ' || regexp_replace("news"."title", '[-/.]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_title" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, "products"."title" || ' ' || regexp_replace("products"."title", '[-/.]', '', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Dropping a vector column drops its index too: it is made again over the new column.
CREATE INDEX "news_search_vector_idx" ON "news" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_seq_idx" ON "news" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "news_search_title_idx" ON "news" USING gin ("search_title");--> statement-breakpoint
CREATE INDEX "products_seq_idx" ON "products" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "products_search_title_idx" ON "products" USING gin ("search_title");