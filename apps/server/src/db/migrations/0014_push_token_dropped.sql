ALTER TABLE "sessions" DROP COLUMN "push_token";--> statement-breakpoint
-- hand-written below
-- A revoked session's devices are forgotten in the revocation's own transaction, whichever path
-- revokes it (sign-out, password change or recovery, an account disabled in the back office):
-- its subscriptions go, and with them (cascade) any push still waiting in the outbox.
CREATE FUNCTION mostrador_push_forget_revoked_session() RETURNS trigger
  LANGUAGE plpgsql AS $$ BEGIN DELETE FROM "push_subscriptions" WHERE "session_id" = NEW.id; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER sessions_revoked_forget_push AFTER UPDATE OF "revoked_at" ON "sessions"
  FOR EACH ROW WHEN (NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL)
  EXECUTE FUNCTION mostrador_push_forget_revoked_session();
--> statement-breakpoint
DELETE FROM "push_subscriptions" ps USING "sessions" s WHERE s.id = ps.session_id AND s.revoked_at IS NOT NULL;
