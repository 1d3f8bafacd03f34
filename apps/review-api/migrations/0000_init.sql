CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blacklisted_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklisted_domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "blacklisted_subdomains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklisted_subdomains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "conversation_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"message" text NOT NULL,
	"sent_from" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" integer NOT NULL,
	"message" text NOT NULL,
	"sent_from" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"alpha3_code" text NOT NULL,
	"alpha2_code" text NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"priority_order" integer,
	CONSTRAINT "countries_alpha3_code_unique" UNIQUE("alpha3_code"),
	CONSTRAINT "countries_alpha2_code_unique" UNIQUE("alpha2_code")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"company_name" text,
	"street" text,
	"postcode" text,
	"city" text,
	"phone_number" text,
	"email" text,
	"contact_form_link" text,
	"facebook_link" text,
	"twitter_link" text,
	"instagram_link" text,
	"linkedin_link" text,
	"details_link" text,
	"category" text,
	"website" text,
	"commercial_web_site" boolean,
	"unsure_type" text,
	"no_commercial_cause" text,
	"not_pursuable" boolean DEFAULT false NOT NULL,
	"gallery" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"priority_country" text,
	"other_countries" text,
	"scraped_country" text,
	"priority_language" text,
	"other_language" text,
	"no_details_found" boolean DEFAULT false NOT NULL,
	"comment" text,
	"returned_for_comment" boolean DEFAULT false NOT NULL,
	"domain_flow_status" text DEFAULT 'NEW' NOT NULL,
	"filled_by_operator" boolean DEFAULT false NOT NULL,
	"parked_until" date,
	"social_domain" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "image_files" (
	"image_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_files_image_id_kind_pk" PRIMARY KEY("image_id","kind")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_id" text NOT NULL,
	"agency" text NOT NULL,
	"image_url" text,
	"usage_url" text,
	"image_source" text,
	"original_image_file_name" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	"downloaded" boolean DEFAULT false NOT NULL,
	"downloaded_at" timestamp with time zone,
	"last_modify_date_from_header" timestamp with time zone,
	"found_at" timestamp with time zone,
	"photographer_name" text,
	"difference" double precision,
	"registered_image" boolean DEFAULT false NOT NULL,
	"on_hold" boolean DEFAULT false NOT NULL,
	"domain_id" integer NOT NULL,
	"review_status_changed_by" integer,
	"review_status_changed_at" timestamp with time zone,
	"demo_picture" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_countries" (
	"language_code" text NOT NULL,
	"country_code" text NOT NULL,
	CONSTRAINT "language_countries_language_code_country_code_pk" PRIMARY KEY("language_code","country_code")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"priority" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legitimate_agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legitimate_agencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "non_commercial_reasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "non_commercial_reasons_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "registered_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_number" text NOT NULL,
	"copyright_holder" text,
	"registration_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_entity_type_entity_id_pk" PRIMARY KEY("entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "third_party_domain_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"street" text,
	"city" text,
	"zipcode" text,
	"phone" text,
	"email" text,
	"company_name" text,
	"owler_url" text,
	"primary_country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_domain_data_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "user_work_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_index" integer NOT NULL,
	"type" text NOT NULL,
	"query" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT false NOT NULL,
	"result_count" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'ROLE_USER' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"image_permission" boolean DEFAULT false NOT NULL,
	"domain_permission" boolean DEFAULT false NOT NULL,
	"quality_control_permission" boolean DEFAULT false NOT NULL,
	"social_media_permission" boolean DEFAULT false NOT NULL,
	"review_permission" boolean DEFAULT false NOT NULL,
	"table_permission" boolean DEFAULT false NOT NULL,
	"import_permission" boolean DEFAULT false NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklisted_domains" ADD CONSTRAINT "blacklisted_domains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklisted_subdomains" ADD CONSTRAINT "blacklisted_subdomains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_files" ADD CONSTRAINT "image_files_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_review_status_changed_by_users_id_fk" FOREIGN KEY ("review_status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_countries" ADD CONSTRAINT "language_countries_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_countries" ADD CONSTRAINT "language_countries_country_code_countries_alpha3_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("alpha3_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_work_queues" ADD CONSTRAINT "user_work_queues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_work_queues" ADD CONSTRAINT "user_work_queues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversations_image_idx" ON "conversations" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "domains_flow_status_idx" ON "domains" USING btree ("domain_flow_status");--> statement-breakpoint
CREATE INDEX "domains_domain_trgm_idx" ON "domains" USING gin ("domain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "domains_priority_country_idx" ON "domains" USING btree ("priority_country");--> statement-breakpoint
CREATE INDEX "images_domain_idx" ON "images" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "images_status_idx" ON "images" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "images_agency_image_idx" ON "images" USING btree ("agency","image_id");--> statement-breakpoint
CREATE INDEX "images_image_id_idx" ON "images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "images_usage_url_trgm_idx" ON "images" USING gin ("usage_url" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "images_image_url_trgm_idx" ON "images" USING gin ("image_url" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "registered_assets_image_number_key" ON "registered_assets" USING btree ("image_number");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","entity_type");--> statement-breakpoint
CREATE INDEX "user_work_queues_user_idx" ON "user_work_queues" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));