-- hand-written
-- Taking a branch away (branch sign-out, staff moved or removed, BRANCH_STAFF/ALL_BRANCHES taken
-- away, a session ended) deletes branch tokens; in that same transaction, whichever path deleted
-- them, the session's subscriptions to that branch's pushes go, and with them (cascade) every
-- new-order push and reminder still waiting in the outbox. A session still holding another
-- token of the same branch keeps hearing it.
CREATE FUNCTION mostrador_push_forget_branch_token() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "push_subscriptions" ps
   WHERE ps."session_id" = OLD."session_id" AND ps."branch" = OLD."branch"
     AND NOT EXISTS (SELECT 1 FROM "branch_tokens" bt WHERE bt."session_id" = OLD."session_id" AND bt."branch" = OLD."branch");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER branch_tokens_deleted_forget_push AFTER DELETE ON "branch_tokens"
  FOR EACH ROW EXECUTE FUNCTION mostrador_push_forget_branch_token();
