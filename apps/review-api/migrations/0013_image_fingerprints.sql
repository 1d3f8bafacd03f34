-- Suggested marks from the pictures (issue 32, docs/assisted-review.md): the perceptual
-- fingerprints of each sighting's original and downloaded copy and the pair's score, computed
-- once per sighting by the server ahead of the Images queue.
CREATE TABLE "image_fingerprints" (
	"image_id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"original" text,
	"downloaded" text,
	"score" real,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_fingerprints" ADD CONSTRAINT "image_fingerprints_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;