-- hand-written
-- The customer's tracker (issue 35, decision 077): the estimated arrival reads a branch's orders
-- delivered (or made ready for pickup) in the last 14 days. Only those history rows are indexed,
-- by time, so the estimate's one query reads two weeks of deliveries, not every status change.
CREATE INDEX "order_status_history_done_idx" ON "order_status_history" USING btree ("at", "order_id") WHERE "to_status" IN (4, 7);
