DROP INDEX "images_usage_url_trgm_idx";--> statement-breakpoint
DROP INDEX "images_image_url_trgm_idx";--> statement-breakpoint
DROP INDEX "images_image_source_trgm_idx";--> statement-breakpoint
CREATE INDEX "images_usage_url_c_trgm_idx" ON "images" USING gin (("usage_url" COLLATE "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_image_url_c_trgm_idx" ON "images" USING gin (("image_url" COLLATE "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_image_source_c_trgm_idx" ON "images" USING gin (("image_source" COLLATE "C") gin_trgm_ops);