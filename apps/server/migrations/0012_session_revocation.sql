-- Session revocation notices (issue 9, ADR 0008; src/platform/auth/session-cache.ts).
--
-- Each server instance keeps a short-lived cache of signed-in sessions and LISTENs on the
-- channel 'asukas_sessions'. These triggers tell every instance at once when a cached session
-- may no longer be served:
--
-- * a session row is deleted (logout, password change or reset, impersonation start and end,
--   clean-up of ended sessions, and account removal through ON DELETE CASCADE): payload
--   's:' || session id;
-- * a user's role or e-mail changes (what the session user carries): payload 'u:' || user id.
--
-- NOTIFY is delivered when the deleting transaction commits, never for a rolled-back one.
CREATE FUNCTION asukas_notify_session_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('asukas_sessions', 's:' || OLD.id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_notify_deleted
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION asukas_notify_session_deleted();

CREATE FUNCTION asukas_notify_user_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('asukas_sessions', 'u:' || NEW.id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_notify_changed
  AFTER UPDATE OF role, email ON users
  FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION asukas_notify_user_changed();
