-- docs/decisions/0113: the audit log is append-only, in the database itself.
-- 1. Coordinates never belong in the audit log (the retention job clears them from attendance
--    after the retention period; an append-only copy would outlive it). Strip the keys
--    "latitude" and "longitude" at any depth from rows written before this migration, while
--    UPDATE is still allowed.
CREATE OR REPLACE FUNCTION audit_strip_keys(value jsonb, keys text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'object' THEN (
      SELECT coalesce(jsonb_object_agg(k, audit_strip_keys(v, keys)), '{}'::jsonb)
      FROM jsonb_each(value) AS e(k, v) WHERE NOT (k = ANY (keys)))
    WHEN 'array' THEN (
      SELECT coalesce(jsonb_agg(audit_strip_keys(v, keys) ORDER BY i), '[]'::jsonb)
      FROM jsonb_array_elements(value) WITH ORDINALITY AS a(v, i))
    ELSE value
  END
$$;
--> statement-breakpoint
UPDATE "audit_log" SET "details" = audit_strip_keys("details", ARRAY['latitude', 'longitude'])
WHERE "details" IS NOT NULL AND "details"::text ~ '"(latitude|longitude)"';
--> statement-breakpoint
-- 2. No UPDATE, DELETE or TRUNCATE through any call: a trigger refuses them for every role
--    that does not own the table's triggers. Purging rows older than the retention period
--    (at least one year) is an operator's deliberate act: ALTER TABLE ... DISABLE TRIGGER.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_append_only ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS audit_log_no_truncate ON "audit_log";
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
