CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"user_id" integer,
	"read" integer NOT NULL,
	"created" integer NOT NULL,
	"existed" integer NOT NULL,
	"not_valid" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "not_pursuable_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency" text NOT NULL,
	"image_id" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_pursuable_images" ADD CONSTRAINT "not_pursuable_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_at_idx" ON "import_runs" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "not_pursuable_images_agency_image_key" ON "not_pursuable_images" USING btree ("agency","image_id");