-- hand-written
-- The trail refuses TRUNCATE too (issue 30): 0011's row trigger stops UPDATE and DELETE, and a
-- TRUNCATE fires no row triggers. In production the app's role does not own audit_log either
-- (deploy/audit-log-owner.sql), so it cannot drop or disable these triggers.
CREATE TRIGGER audit_log_refuses_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION mostrador_refuse_audit_change();
