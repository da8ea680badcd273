-- Run once as PostgreSQL's superuser on the app's database, after the app's first start has
-- created the tables (docs/deployment.md, step 5): the audit trail then belongs to a role nobody
-- logs in as, and the app's role (the database owner) may only add rows and read them. It can no
-- longer delete, change, truncate or drop the trail, nor disable its triggers (issue 30).
-- Idempotent: run it again after restoring a backup.
DO $$
DECLARE
  app_role text := (SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = current_database());
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'mostrador_audit') THEN
    CREATE ROLE mostrador_audit NOLOGIN;
  END IF;
  -- A schema's owner may drop any table in it: public goes to the audit role too, and the app
  -- keeps creating (and owning) its other tables there.
  ALTER SCHEMA public OWNER TO mostrador_audit;
  EXECUTE format('GRANT USAGE, CREATE ON SCHEMA public TO %I', app_role);
  ALTER TABLE audit_log OWNER TO mostrador_audit;
  ALTER FUNCTION mostrador_refuse_audit_change() OWNER TO mostrador_audit;
  EXECUTE format('REVOKE ALL ON audit_log FROM %I', app_role);
  EXECUTE format('GRANT SELECT, INSERT ON audit_log TO %I', app_role);
  EXECUTE format('GRANT USAGE ON SEQUENCE audit_log_id_seq TO %I', app_role);
END $$;
