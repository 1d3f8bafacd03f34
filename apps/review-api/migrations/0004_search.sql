CREATE TABLE "usage_counts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"count" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usage_counts" ADD CONSTRAINT "usage_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usage_counts_created_idx" ON "usage_counts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "images_image_source_trgm_idx" ON "images" USING gin ("image_source" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_found_at_idx" ON "images" USING btree ("found_at" DESC NULLS LAST,"id");