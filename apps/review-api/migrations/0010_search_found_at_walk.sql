-- The usage search's newest-first walk (issue 29, docs/performance.md "PGlite and PostgreSQL:
-- the found-at walk and the rows as JSON"): a search by URL parts only, in the default order,
-- reads its page's ids from this index alone (an index-only scan filters the URLs it holds)
-- instead of a row of the table for every sighting it passes. Partial: a B-tree entry holds at
-- most about 2,700 bytes, and crawlers may store longer URLs; those few are walked through
-- images_found_at_long_url_idx (services/search/usageStore.ts, FOUND_AT_WALK_URL_BYTES).
CREATE INDEX "images_found_at_url_idx" ON "images" USING btree ("found_at" DESC NULLS LAST, "id")
  INCLUDE ("usage_url") WHERE octet_length("usage_url") < 2000;--> statement-breakpoint
CREATE INDEX "images_found_at_long_url_idx" ON "images" USING btree ("found_at" DESC NULLS LAST, "id")
  WHERE octet_length("usage_url") >= 2000;--> statement-breakpoint
-- The planner's estimate of a URL part comes from this column's histogram: with the default
-- 100 buckets a part in 2 % of the rows was estimated at 1 to 4 %, and a search with a status
-- and agencies then walked 280,000 rows (400 ms) instead of reading its 1,971 matches.
ALTER TABLE "images" ALTER COLUMN "usage_url" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "images";
