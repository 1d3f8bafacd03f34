CREATE TABLE "usage_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"image_id" integer,
	"domain_id" integer,
	"domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_sync_source" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"one" boolean DEFAULT true NOT NULL,
	CONSTRAINT "usage_sync_source_one_unique" UNIQUE("one")
);
--> statement-breakpoint
INSERT INTO "usage_sync_source" DEFAULT VALUES;
--> statement-breakpoint
-- The changes a usage row shows reach the outbox (issue 16, docs/clickhouse.md). One statement,
-- one INSERT: a bulk change of many sightings costs one statement more, not one per row.
CREATE FUNCTION "usage_outbox_images_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO usage_outbox (image_id) SELECT id FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO usage_outbox (image_id) SELECT id FROM old_rows;
  ELSE
    INSERT INTO usage_outbox (image_id)
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.delivered, n.original_image_file_name, n.image_url, n.usage_url,
        n.image_source, n.registered_image, n.agency, n.image_id, n.difference, n.found_at,
        n.domain_id)
      IS DISTINCT FROM (o.status, o.delivered, o.original_image_file_name, o.image_url,
        o.usage_url, o.image_source, o.registered_image, o.agency, o.image_id, o.difference,
        o.found_at, o.domain_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "images_usage_outbox_insert" AFTER INSERT ON "images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_images_changed();
--> statement-breakpoint
CREATE TRIGGER "images_usage_outbox_update" AFTER UPDATE ON "images"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_images_changed();
--> statement-breakpoint
CREATE TRIGGER "images_usage_outbox_delete" AFTER DELETE ON "images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_images_changed();
--> statement-breakpoint
CREATE FUNCTION "usage_outbox_domains_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO usage_outbox (domain_id)
  SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE (n.domain, n.priority_country, n.other_countries, n.scraped_country, n.not_pursuable,
      n.blacklisted, n.social_domain, n.facebook_link)
    IS DISTINCT FROM (o.domain, o.priority_country, o.other_countries, o.scraped_country,
      o.not_pursuable, o.blacklisted, o.social_domain, o.facebook_link);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "domains_usage_outbox_update" AFTER UPDATE ON "domains"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_domains_changed();
--> statement-breakpoint
CREATE FUNCTION "usage_outbox_blacklist_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO usage_outbox (domain) SELECT domain FROM old_rows;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO usage_outbox (domain) SELECT domain FROM new_rows;
  ELSE
    INSERT INTO usage_outbox (domain) SELECT domain FROM old_rows UNION SELECT domain FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "blacklist_usage_outbox_insert" AFTER INSERT ON "blacklisted_domains"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_blacklist_changed();
--> statement-breakpoint
CREATE TRIGGER "blacklist_usage_outbox_update" AFTER UPDATE ON "blacklisted_domains"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_blacklist_changed();
--> statement-breakpoint
CREATE TRIGGER "blacklist_usage_outbox_delete" AFTER DELETE ON "blacklisted_domains"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION usage_outbox_blacklist_changed();
