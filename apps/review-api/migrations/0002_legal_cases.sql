CREATE TABLE "legal_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"domain_id" integer NOT NULL,
	"image_ids" integer[] NOT NULL,
	"file_name" text NOT NULL,
	"xlsx" "bytea" NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "reverts" bigint;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_cases_domain_idx" ON "legal_cases" USING btree ("domain_id","id");