-- hand-written
-- From now on an order takes its cart's number as its folio, so the customer sees one folio from
-- cart to delivery (issue 32, decision 055). Orders placed before kept their own numbers: the
-- carts' sequence moves past the highest number either table has, so no new cart (and so no
-- new order) can take a folio an older order already holds.
SELECT setval(
  pg_get_serial_sequence('carts', 'id'),
  GREATEST((SELECT coalesce(max(id), 0) FROM carts), (SELECT coalesce(max(id), 0) FROM orders), 1),
  GREATEST((SELECT coalesce(max(id), 0) FROM carts), (SELECT coalesce(max(id), 0) FROM orders)) > 0
);
--> statement-breakpoint
-- An open cart whose number an older order already holds moves to a new number with its lines
-- (as 'moving' first: one open cart per customer is a unique index).
DO $$
DECLARE
  old_id integer;
  new_id integer;
BEGIN
  FOR old_id IN SELECT c.id FROM carts c WHERE c.status = 'open' AND EXISTS (SELECT 1 FROM orders o WHERE o.id = c.id) LOOP
    new_id := nextval(pg_get_serial_sequence('carts', 'id'));
    INSERT INTO carts (id, account_id, status, created_at, updated_at)
      SELECT new_id, account_id, 'moving', created_at, updated_at FROM carts WHERE id = old_id;
    UPDATE cart_lines SET cart_id = new_id WHERE cart_id = old_id;
    DELETE FROM carts WHERE id = old_id;
    UPDATE carts SET status = 'open' WHERE id = new_id;
  END LOOP;
END $$;
