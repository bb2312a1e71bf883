-- docs/decisions/0236 (revises 0113): the audit log stays append-only, with one narrow exception,
-- and on PostgreSQL the application may run as a role that cannot change it at all.
--
-- 1. The one change the trigger lets through: an erasure's scrub. The row keeps who did what,
--    when (id, at, actor, role, action, entity, entity id); only `details` may become the
--    marker {"erased": true} and `ip` may become NULL. Everything else is refused as before.
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.id = OLD.id
     AND NEW.at = OLD.at
     AND NEW.actor_user_id IS NOT DISTINCT FROM OLD.actor_user_id
     AND NEW.actor_role IS NOT DISTINCT FROM OLD.actor_role
     AND NEW.action = OLD.action
     AND NEW.entity = OLD.entity
     AND NEW.entity_id IS NOT DISTINCT FROM OLD.entity_id
     AND (NEW.details IS NOT DISTINCT FROM OLD.details OR NEW.details = '{"erased": true}'::jsonb)
     AND (NEW.ip IS NOT DISTINCT FROM OLD.ip OR NEW.ip IS NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
-- 2. The one way to scrub: the details of every row about one of `ids` (its entity id), by one
--    of them (its actor; that row's address goes too), or whose details name one of `ids` or one
--    of `texts` (the family's emails and mobile numbers). Runs with its owner's rights (the
--    migrations' role), so the application's role needs no UPDATE on the table; it writes an
--    audit row of its own, so no call goes unrecorded.
CREATE OR REPLACE FUNCTION audit_erase_details(ids uuid[], texts text[] DEFAULT '{}') RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public AS $$
DECLARE
  needles text[];
  erased integer;
BEGIN
  needles := ARRAY(
    SELECT DISTINCT lower(n) FROM unnest(coalesce(ids::text[], '{}') || coalesce(texts, '{}')) AS n
    WHERE n IS NOT NULL AND length(trim(n)) >= 5
  );
  IF cardinality(needles) = 0 THEN
    RETURN 0;
  END IF;
  UPDATE public.audit_log AS a
  SET details = CASE WHEN a.details IS NULL THEN NULL ELSE '{"erased": true}'::jsonb END,
      ip = CASE WHEN a.actor_user_id = ANY (ids) THEN NULL ELSE a.ip END
  WHERE (a.entity_id = ANY (ids::text[])
         OR a.actor_user_id = ANY (ids)
         OR (a.details IS NOT NULL AND EXISTS (SELECT 1 FROM unnest(needles) AS n WHERE strpos(lower(a.details::text), n) > 0)))
    AND (a.details IS DISTINCT FROM '{"erased": true}'::jsonb AND a.details IS NOT NULL
         OR (a.actor_user_id = ANY (ids) AND a.ip IS NOT NULL));
  GET DIAGNOSTICS erased = ROW_COUNT;
  INSERT INTO public.audit_log (action, entity, details)
  VALUES ('update', 'family', jsonb_build_object('auditDetailsErased', erased, 'ids', cardinality(ids), 'byRole', session_user::text));
  RETURN erased;
END
$$;
--> statement-breakpoint
-- A definer function is callable by everyone unless revoked; the application's role gets it back
-- from audit_grant_app_role below (a single-role install calls it as the owner).
REVOKE ALL ON FUNCTION audit_erase_details(uuid[], text[]) FROM PUBLIC;
--> statement-breakpoint
-- 3. What the application's own role may do when it is not the migrations' role: read and write
--    every table, but only read and add to the audit log. Called by the server after migrating,
--    as the owner, with the role of DATABASE_URL (src/db/client.ts), so tables added by later
--    migrations are granted too. The owner keeps ALTER TABLE ... DISABLE TRIGGER (an operator's
--    deliberate purge, docs/decisions/0113); the application's role cannot: it owns nothing.
CREATE OR REPLACE FUNCTION audit_grant_app_role(app name) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF app = current_user THEN
    RETURN;
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA public TO %I', app);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %I', app);
  EXECUTE format('GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO %I', app);
  EXECUTE format('REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON public.audit_log FROM %I', app);
  EXECUTE format('GRANT SELECT, INSERT ON public.audit_log TO %I', app);
  EXECUTE format('GRANT EXECUTE ON FUNCTION public.audit_erase_details(uuid[], text[]) TO %I', app);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION audit_grant_app_role(name) FROM PUBLIC;
