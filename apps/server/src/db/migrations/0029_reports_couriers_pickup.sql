-- hand-written
-- Issue 37's last figures (decision 078): per courier and pickup orders never collected, kept
-- like migration 0027's roll-ups (decision 076) so a year still answers from small tables.
--
-- Per courier: one roll-up row per day of the attempt (Mexico City), branch and courier, moved by
-- a trigger on delivery_attempts. Its day is the attempt's, not the order's creation: the branch
-- hands cash over per courier and attempt day (courier_handovers), and the two must line up.
-- The minutes departure → delivered are measured from the order's last «En camino» at or before
-- the attempt; the history is append-only, so the trigger's delete reads the same departure.
CREATE TABLE "report_courier_daily" (
  "day" date NOT NULL,
  "branch" text NOT NULL,
  "courier_id" integer NOT NULL,
  "delivered" integer NOT NULL DEFAULT 0,
  "not_delivered" integer NOT NULL DEFAULT 0,
  "timed" integer NOT NULL DEFAULT 0,
  "on_way_s" bigint NOT NULL DEFAULT 0,
  "cash_expected" numeric(16, 2) NOT NULL DEFAULT 0,
  "cash_collected" numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "branch", "courier_id")
);--> statement-breakpoint
-- One attempt's share (sign 1 or −1). courier_id 0 stands for a courier account since deleted.
CREATE FUNCTION mostrador_report_attempt(a delivery_attempts, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  secs integer;
BEGIN
  IF a.outcome = 'delivered' THEN
    SELECT extract(epoch FROM a.at - max(h.at))::integer INTO secs
    FROM order_status_history h WHERE h.order_id = a.order_id AND h.to_status = 3 AND h.at <= a.at;
  END IF;
  INSERT INTO report_courier_daily AS r
    (day, branch, courier_id, delivered, not_delivered, timed, on_way_s, cash_expected, cash_collected)
  VALUES ((a.at AT TIME ZONE 'America/Mexico_City')::date, a.branch, coalesce(a.courier_id, 0),
          CASE WHEN a.outcome = 'delivered' THEN sign ELSE 0 END,
          CASE WHEN a.outcome = 'not_delivered' THEN sign ELSE 0 END,
          CASE WHEN secs IS NULL THEN 0 ELSE sign END, sign * coalesce(secs, 0),
          CASE WHEN a.outcome = 'delivered' THEN sign * a.cash_expected ELSE 0 END, sign * a.cash_collected)
  ON CONFLICT (day, branch, courier_id) DO UPDATE SET
    delivered = r.delivered + excluded.delivered, not_delivered = r.not_delivered + excluded.not_delivered,
    timed = r.timed + excluded.timed, on_way_s = r.on_way_s + excluded.on_way_s,
    cash_expected = r.cash_expected + excluded.cash_expected, cash_collected = r.cash_collected + excluded.cash_collected;
END $$;--> statement-breakpoint
CREATE FUNCTION mostrador_report_attempt_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM mostrador_report_attempt(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM mostrador_report_attempt(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_delivery_attempts AFTER INSERT OR UPDATE OR DELETE ON "delivery_attempts"
  FOR EACH ROW WHEN (current_setting('mostrador.reports_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION mostrador_report_attempt_touch();--> statement-breakpoint
-- The report reads a period's hand-overs per branch; the unique index leads with branch.
CREATE INDEX "courier_handovers_day_branch_idx" ON "courier_handovers" USING btree ("day", "branch");--> statement-breakpoint
-- Pickup orders never collected: cancelled by the system while «Listo para recoger» (the
-- PICKUP_HOLD_DAYS sweep, decision 074). A fact column at the end (the view's new last column
-- matches it) and a count in the quality roll-up, on the order's creation day like every order figure.
ALTER TABLE "report_order_facts" ADD COLUMN "uncollected" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "report_quality_daily" ADD COLUMN "pickup_uncollected" integer NOT NULL DEFAULT 0;--> statement-breakpoint
CREATE OR REPLACE VIEW "report_order_facts_live" AS
SELECT
  o.id AS order_id,
  (o.created_at AT TIME ZONE 'America/Mexico_City')::date AS day,
  extract(hour FROM o.created_at AT TIME ZONE 'America/Mexico_City')::smallint AS hour,
  o.branch,
  o.fulfilment,
  o.payment,
  o.status IN (5, 6) AS cancelled,
  h.cancel_by,
  h.cancel_reason,
  o.total::numeric(14, 2) AS revenue,
  o.units,
  extract(epoch FROM h.left_pending - o.created_at)::integer AS pending_s,
  h.picking_s,
  h.ready_s,
  h.on_way_s,
  coalesce(h.picked, false) AS picked,
  CASE WHEN coalesce(h.picked, false) THEN o.units ELSE 0 END AS units_ordered,
  CASE WHEN coalesce(h.picked, false) THEN coalesce(e.found, 0) ELSE 0 END AS units_found,
  CASE WHEN coalesce(h.picked, false) THEN coalesce(e.missing, 0) ELSE 0 END AS units_missing,
  coalesce(e.refused, 0) AS refused,
  coalesce(e.by_hand, 0) AS by_hand,
  coalesce(s.offered, 0) AS subs_offered,
  coalesce(s.accepted, 0) AS subs_accepted,
  o.status IN (5, 6) AND o.fulfilment = 'pickup' AND coalesce(h.cancel_uncollected, false) AS uncollected
FROM orders o
LEFT JOIN (
  SELECT
    x.order_id,
    min(x.at) FILTER (WHERE x.from_status = 1) AS left_pending,
    extract(epoch FROM sum(x.next_at - x.at) FILTER (WHERE x.to_status = 2 AND x.next_at IS NOT NULL))::integer AS picking_s,
    extract(epoch FROM sum(x.next_at - x.at) FILTER (WHERE x.to_status = 7 AND x.next_at IS NOT NULL))::integer AS ready_s,
    extract(epoch FROM sum(x.next_at - x.at) FILTER (WHERE x.to_status = 3 AND x.next_at IS NOT NULL))::integer AS on_way_s,
    bool_or(x.from_status = 2 AND x.to_status IN (3, 7)) AS picked,
    (array_agg(x.actor_kind ORDER BY x.at DESC, x.id DESC) FILTER (WHERE x.to_status IN (5, 6)))[1] AS cancel_by,
    (array_agg(x.notes ORDER BY x.at DESC, x.id DESC) FILTER (WHERE x.to_status IN (5, 6)))[1] AS cancel_reason,
    (array_agg(x.from_status = 7 AND x.actor_kind = 'system' ORDER BY x.at DESC, x.id DESC)
      FILTER (WHERE x.to_status IN (5, 6)))[1] AS cancel_uncollected
  FROM (
    SELECT hh.order_id, hh.id, hh.from_status, hh.to_status, hh.actor_kind, hh.notes, hh.at,
           lead(hh.at) OVER (PARTITION BY hh.order_id ORDER BY hh.at, hh.id) AS next_at
    FROM order_status_history hh
  ) x
  GROUP BY x.order_id
) h ON h.order_id = o.id
LEFT JOIN (
  SELECT
    pe.order_id,
    sum(pe.units) FILTER (WHERE pe.kind IN ('scan', 'confirmed_without_scan'))::integer AS found,
    sum(pe.units) FILTER (WHERE pe.kind = 'unavailable')::integer AS missing,
    count(*) FILTER (WHERE pe.kind = 'refused')::integer AS refused,
    count(*) FILTER (WHERE pe.kind = 'confirmed_without_scan')::integer AS by_hand
  FROM picking_events pe
  GROUP BY pe.order_id
) e ON e.order_id = o.id
LEFT JOIN (
  SELECT os.order_id, count(*)::integer AS offered, count(*) FILTER (WHERE os.status = 'accepted')::integer AS accepted
  FROM order_substitutions os
  GROUP BY os.order_id
) s ON s.order_id = o.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mostrador_report_apply(f report_order_facts, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_sales_hourly AS r (day, branch, hour, fulfilment, payment, orders, cancelled, revenue, units)
  VALUES (f.day, f.branch, f.hour, f.fulfilment, f.payment, sign,
          CASE WHEN f.cancelled THEN sign ELSE 0 END,
          CASE WHEN f.cancelled THEN 0 ELSE sign * f.revenue END,
          CASE WHEN f.cancelled THEN 0 ELSE sign * f.units END)
  ON CONFLICT (day, branch, hour, fulfilment, payment) DO UPDATE SET
    orders = r.orders + excluded.orders, cancelled = r.cancelled + excluded.cancelled,
    revenue = r.revenue + excluded.revenue, units = r.units + excluded.units;
  INSERT INTO report_stage_minutes AS r (day, branch, stage, minute, orders)
  SELECT f.day, f.branch, st.stage, least(st.secs / 60, 1440), sign
  FROM (VALUES ('pending', f.pending_s), ('picking', f.picking_s), ('ready', f.ready_s), ('on_way', f.on_way_s)) st(stage, secs)
  WHERE st.secs IS NOT NULL
  ON CONFLICT (day, branch, stage, minute) DO UPDATE SET orders = r.orders + excluded.orders;
  IF f.cancelled THEN
    INSERT INTO report_cancellations AS r (day, branch, cancel_by, reason, orders)
    VALUES (f.day, f.branch, coalesce(f.cancel_by, 'system'), coalesce(f.cancel_reason, ''), sign)
    ON CONFLICT (day, branch, cancel_by, reason) DO UPDATE SET orders = r.orders + excluded.orders;
  END IF;
  INSERT INTO report_quality_daily AS r
    (day, branch, picked_orders, units_ordered, units_found, units_missing, refused, by_hand, subs_offered, subs_accepted,
     pickup_uncollected)
  VALUES (f.day, f.branch, CASE WHEN f.picked THEN sign ELSE 0 END, sign * f.units_ordered, sign * f.units_found,
          sign * f.units_missing, sign * f.refused, sign * f.by_hand, sign * f.subs_offered, sign * f.subs_accepted,
          CASE WHEN f.uncollected THEN sign ELSE 0 END)
  ON CONFLICT (day, branch) DO UPDATE SET
    picked_orders = r.picked_orders + excluded.picked_orders, units_ordered = r.units_ordered + excluded.units_ordered,
    units_found = r.units_found + excluded.units_found, units_missing = r.units_missing + excluded.units_missing,
    refused = r.refused + excluded.refused, by_hand = r.by_hand + excluded.by_hand,
    subs_offered = r.subs_offered + excluded.subs_offered, subs_accepted = r.subs_accepted + excluded.subs_accepted,
    pickup_uncollected = r.pickup_uncollected + excluded.pickup_uncollected;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mostrador_report_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_order_facts;
  DELETE FROM report_sales_hourly;
  DELETE FROM report_stage_minutes;
  DELETE FROM report_cancellations;
  DELETE FROM report_quality_daily;
  DELETE FROM report_products_daily;
  DELETE FROM report_courier_daily;
  INSERT INTO report_order_facts SELECT * FROM report_order_facts_live;
  INSERT INTO report_sales_hourly (day, branch, hour, fulfilment, payment, orders, cancelled, revenue, units)
  SELECT day, branch, hour, fulfilment, payment, count(*), count(*) FILTER (WHERE cancelled),
         coalesce(sum(revenue) FILTER (WHERE NOT cancelled), 0), coalesce(sum(units) FILTER (WHERE NOT cancelled), 0)
  FROM report_order_facts GROUP BY day, branch, hour, fulfilment, payment;
  INSERT INTO report_stage_minutes (day, branch, stage, minute, orders)
  SELECT f.day, f.branch, st.stage, least(st.secs / 60, 1440), count(*)
  FROM report_order_facts f
  CROSS JOIN LATERAL (VALUES ('pending', f.pending_s), ('picking', f.picking_s), ('ready', f.ready_s), ('on_way', f.on_way_s)) st(stage, secs)
  WHERE st.secs IS NOT NULL
  GROUP BY 1, 2, 3, 4;
  INSERT INTO report_cancellations (day, branch, cancel_by, reason, orders)
  SELECT day, branch, coalesce(cancel_by, 'system'), coalesce(cancel_reason, ''), count(*)
  FROM report_order_facts WHERE cancelled GROUP BY 1, 2, 3, 4;
  INSERT INTO report_quality_daily
    (day, branch, picked_orders, units_ordered, units_found, units_missing, refused, by_hand, subs_offered, subs_accepted,
     pickup_uncollected)
  SELECT day, branch, count(*) FILTER (WHERE picked), sum(units_ordered), sum(units_found), sum(units_missing),
         sum(refused), sum(by_hand), sum(subs_offered), sum(subs_accepted), count(*) FILTER (WHERE uncollected)
  FROM report_order_facts GROUP BY day, branch;
  INSERT INTO report_products_daily (day, branch, sku, units, revenue)
  SELECT f.day, f.branch, i.sku, sum(i.units), sum(i.total)
  FROM report_order_facts f JOIN order_items i ON i.order_id = f.order_id
  WHERE NOT f.cancelled GROUP BY 1, 2, 3;
  INSERT INTO report_courier_daily (day, branch, courier_id, delivered, not_delivered, timed, on_way_s, cash_expected, cash_collected)
  SELECT (a.at AT TIME ZONE 'America/Mexico_City')::date, a.branch, coalesce(a.courier_id, 0),
         count(*) FILTER (WHERE a.outcome = 'delivered'), count(*) FILTER (WHERE a.outcome = 'not_delivered'),
         count(d.departed), coalesce(sum(extract(epoch FROM a.at - d.departed)::integer), 0),
         coalesce(sum(a.cash_expected) FILTER (WHERE a.outcome = 'delivered'), 0), sum(a.cash_collected)
  FROM delivery_attempts a
  LEFT JOIN LATERAL (
    SELECT max(h.at) AS departed FROM order_status_history h
    WHERE a.outcome = 'delivered' AND h.order_id = a.order_id AND h.to_status = 3 AND h.at <= a.at
  ) d ON true
  GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT mostrador_report_rebuild();
