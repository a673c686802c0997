-- Each app instance caches the signed-in user (sessions, sections, modules, employee scope) and the
-- employee list's counts (platform/cache/live-cache.ts). These triggers tell every instance, in the
-- writing transaction (delivered at commit, never on rollback), to forget what a write changes.
-- Triggers rather than calls in the services: no writer can forget them, a test's or a seed's
-- plain SQL included. Messages travel on the real-time channel that every instance listens on.
-- Each also marks its transaction (`zerg.cache_stale`), so that the writing instance can wait for
-- its own listener before it answers (platform/cache/commit-barrier.ts).

-- One user's entries, by the column named in the trigger's argument (`id` or `user_id`).
CREATE FUNCTION zerg_forget_user() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN changed := to_jsonb(NEW); ELSE changed := to_jsonb(OLD); END IF;
  PERFORM set_config('zerg.cache_stale', 'on', true);
  PERFORM pg_notify('zerg_realtime', '{"k":"x","t":"user","ids":[' || ((changed ->> TG_ARGV[0])::int) || ']}');
  RETURN NULL;
END $$;--> statement-breakpoint

-- Every entry of a topic (the trigger's argument): one message per statement.
CREATE FUNCTION zerg_forget_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('zerg.cache_stale', 'on', true);
  PERFORM pg_notify('zerg_realtime', '{"k":"x","t":"' || TG_ARGV[0] || '"}');
  RETURN NULL;
END $$;--> statement-breakpoint

-- The user row (active, role, CEO, employee, e-mail) and its sessions (revoked, expiry).
CREATE TRIGGER users_forget_cached AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION zerg_forget_user('id');--> statement-breakpoint
CREATE TRIGGER auth_sessions_forget_cached AFTER UPDATE OR DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION zerg_forget_user('user_id');--> statement-breakpoint
-- Sections and modules held.
CREATE TRIGGER user_sections_forget_cached AFTER INSERT OR UPDATE OR DELETE ON user_sections
  FOR EACH ROW EXECUTE FUNCTION zerg_forget_user('user_id');--> statement-breakpoint
CREATE TRIGGER user_modules_forget_cached AFTER INSERT OR UPDATE OR DELETE ON user_modules
  FOR EACH ROW EXECUTE FUNCTION zerg_forget_user('user_id');--> statement-breakpoint
-- The employee scope of an area chief: their worker's area, and whether that area is HR's.
CREATE TRIGGER employee_jobs_forget_scope AFTER INSERT OR UPDATE OF area_id OR DELETE OR TRUNCATE ON employee_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('user');--> statement-breakpoint
CREATE TRIGGER areas_forget_scope AFTER UPDATE OF is_hr OR DELETE OR TRUNCATE ON areas
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('user');--> statement-breakpoint
CREATE TRIGGER users_truncate_forget AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('user');--> statement-breakpoint
CREATE TRIGGER auth_sessions_truncate_forget AFTER TRUNCATE ON auth_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('user');--> statement-breakpoint
CREATE TRIGGER user_sections_truncate_forget AFTER TRUNCATE ON user_sections
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('user');--> statement-breakpoint
CREATE TRIGGER user_modules_truncate_forget AFTER TRUNCATE ON user_modules
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('user');--> statement-breakpoint
-- The employee list's counts: any write to the rows it filters on.
CREATE TRIGGER employees_forget_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('employees');--> statement-breakpoint
CREATE TRIGGER employee_jobs_forget_counts AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employee_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION zerg_forget_topic('employees');
