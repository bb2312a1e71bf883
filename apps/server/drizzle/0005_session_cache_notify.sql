-- Session cache invalidation (docs/decisions/0090). Every server process keeps a short-lived cache
-- of the session look-up of the auth check; a revoked session, or a changed or deleted account,
-- is announced on the channel "session_changed" so that every process (several servers on one
-- PostgreSQL, or the one PGlite process) drops its copy at once. Payload: "s:<session id>" or
-- "u:<user id>". NOTIFY is sent at commit, so a rolled-back change announces nothing.
CREATE OR REPLACE FUNCTION notify_session_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_changed', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('session_changed', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_changed();
