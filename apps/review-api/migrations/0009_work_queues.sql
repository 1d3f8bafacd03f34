-- Work queues (issue 18, docs/work-queues.md "On the server"): the two fixed views a queue's
-- query reads (domain-model WORK_QUEUE_VIEWS: the same names, types and order), the sandbox role
-- that may read only them, and the database's own check of "at most 3 active per type and user".
CREATE VIEW "work_queue_domains" AS
SELECT d.id,
  d.domain,
  d.priority_country AS country,
  (SELECT count(*) FROM images s WHERE s.domain_id = d.id) AS total_sightings,
  (SELECT count(*) FROM images s WHERE s.domain_id = d.id AND s.status = 'IDENTICAL') AS identical_sightings,
  d.domain_flow_status,
  d.commercial_web_site AS commercial,
  NOT d.not_pursuable AS pursuable,
  NOT d.blacklisted AS not_blacklisted,
  d.blacklisted,
  substring(d.domain FROM '[^.]*$') AS tld,
  d.comment,
  d.email AS emails,
  d.created_at,
  d.updated_at,
  (SELECT u.name FROM users u WHERE u.id = d.updated_by) AS updated_by
FROM domains d;
--> statement-breakpoint
CREATE VIEW "work_queue_images" AS
SELECT i.id,
  i.domain_id,
  d.domain,
  d.priority_country AS country,
  (SELECT count(*) FROM images s WHERE s.domain_id = d.id) AS total_sightings,
  (SELECT count(*) FROM images s WHERE s.domain_id = d.id AND s.status = 'IDENTICAL') AS identical_sightings,
  d.domain_flow_status,
  d.commercial_web_site AS commercial,
  NOT d.not_pursuable AS pursuable,
  NOT d.blacklisted AS not_blacklisted,
  d.blacklisted,
  substring(d.domain FROM '[^.]*$') AS tld,
  d.comment,
  d.email AS emails,
  i.created_at,
  i.updated_at,
  (SELECT u.name FROM users u WHERE u.id = i.review_status_changed_by) AS updated_by,
  i.status,
  i.agency,
  i.image_url,
  i.usage_url,
  i.original_image_file_name,
  i.registered_image,
  i.image_id AS unique_id,
  (SELECT ra.registration_number FROM registered_assets ra WHERE ra.image_number = i.image_id) AS registration_number,
  i.downloaded_at,
  i.photographer_name,
  i.image_source
FROM images i
JOIN domains d ON d.id = i.domain_id;
--> statement-breakpoint
-- The sandbox: a role without login that may SELECT the two views and nothing else (the views
-- read the tables with their owner's rights). Roles belong to the whole cluster, and several
-- databases of one cluster may migrate at once (the tests do): create it only when missing and
-- take a concurrent creation (duplicate_object, or unique_violation on pg_authid) as done.
-- Creating it and granting it to ourselves needs CREATEROLE (docs/work-queues.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sightings_work_queue_sandbox') THEN
    BEGIN
      CREATE ROLE sightings_work_queue_sandbox NOLOGIN NOINHERIT;
    EXCEPTION
      WHEN duplicate_object OR unique_violation THEN NULL;
      WHEN insufficient_privilege THEN
        RAISE EXCEPTION 'The work-queue sandbox role sightings_work_queue_sandbox is missing and % may not create it: give % CREATEROLE, or create the role NOLOGIN and grant it to % (docs/work-queues.md).', current_user, current_user, current_user;
    END;
  END IF;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'sightings_work_queue_sandbox', 'MEMBER') THEN
    BEGIN
      EXECUTE format('GRANT sightings_work_queue_sandbox TO %I', current_user);
    EXCEPTION
      WHEN unique_violation THEN NULL;
    END;
  END IF;
END $$;
--> statement-breakpoint
REVOKE ALL ON "work_queue_domains", "work_queue_images" FROM PUBLIC;
--> statement-breakpoint
GRANT SELECT ON "work_queue_domains", "work_queue_images" TO sightings_work_queue_sandbox;
--> statement-breakpoint
-- At most 3 active entries per type and user (spec 002 §4), checked by the database too: at
-- commit (deferred, so a list may swap its active entries in any order), under a lock of the
-- user's row (FOR NO KEY UPDATE: it does not block the key-share locks of foreign keys), so two
-- concurrent transactions that each add one cannot both commit a fourth.
CREATE FUNCTION "user_work_queues_active_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  active_count integer;
BEGIN
  IF NOT NEW.active THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  SELECT count(*) INTO active_count FROM user_work_queues
    WHERE user_id = NEW.user_id AND type = NEW.type AND active;
  IF active_count > 3 THEN
    RAISE EXCEPTION USING
      ERRCODE = 'check_violation',
      CONSTRAINT = 'user_work_queues_active_limit',
      MESSAGE = format('At most 3 queries of the type %s can be active.', NEW.type);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_work_queues_active_limit"
  AFTER INSERT OR UPDATE OF active, type, user_id ON "user_work_queues"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION user_work_queues_active_limit();
