-- Issue 37, decision 076: the reports' daily roll-ups, kept by triggers in the same transaction as
-- the order's change. Every order has one fact row (its day, branch, money, stage times, picking
-- tallies) recomputed from its own rows whenever the order, its history, its picking events or its
-- substitutions change; the roll-ups move by (new fact − old fact). Reports read only roll-ups.
-- The day and hour are those of the order's creation in Mexico City; every figure of an order
-- counts on that day.
CREATE TABLE "report_order_facts" (
  "order_id" integer PRIMARY KEY REFERENCES "orders"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "hour" smallint NOT NULL,
  "branch" text NOT NULL,
  "fulfilment" text NOT NULL,
  "payment" text NOT NULL,
  "cancelled" boolean NOT NULL,
  "cancel_by" text,
  "cancel_reason" text,
  "revenue" numeric(14, 2) NOT NULL,
  "units" integer NOT NULL,
  "pending_s" integer,
  "picking_s" integer,
  "ready_s" integer,
  "on_way_s" integer,
  "picked" boolean NOT NULL,
  "units_ordered" integer NOT NULL,
  "units_found" integer NOT NULL,
  "units_missing" integer NOT NULL,
  "refused" integer NOT NULL,
  "by_hand" integer NOT NULL,
  "subs_offered" integer NOT NULL,
  "subs_accepted" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "report_sales_hourly" (
  "day" date NOT NULL,
  "branch" text NOT NULL,
  "hour" smallint NOT NULL,
  "fulfilment" text NOT NULL,
  "payment" text NOT NULL,
  "orders" integer NOT NULL DEFAULT 0,
  "cancelled" integer NOT NULL DEFAULT 0,
  "revenue" numeric(16, 2) NOT NULL DEFAULT 0,
  "units" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "branch", "hour", "fulfilment", "payment")
);--> statement-breakpoint
CREATE TABLE "report_stage_minutes" (
  "day" date NOT NULL,
  "branch" text NOT NULL,
  "stage" text NOT NULL,
  "minute" smallint NOT NULL,
  "orders" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "branch", "stage", "minute")
);--> statement-breakpoint
CREATE TABLE "report_cancellations" (
  "day" date NOT NULL,
  "branch" text NOT NULL,
  "cancel_by" text NOT NULL,
  "reason" text NOT NULL,
  "orders" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "branch", "cancel_by", "reason")
);--> statement-breakpoint
CREATE TABLE "report_quality_daily" (
  "day" date NOT NULL,
  "branch" text NOT NULL,
  "picked_orders" integer NOT NULL DEFAULT 0,
  "units_ordered" integer NOT NULL DEFAULT 0,
  "units_found" integer NOT NULL DEFAULT 0,
  "units_missing" integer NOT NULL DEFAULT 0,
  "refused" integer NOT NULL DEFAULT 0,
  "by_hand" integer NOT NULL DEFAULT 0,
  "subs_offered" integer NOT NULL DEFAULT 0,
  "subs_accepted" integer NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "branch")
);--> statement-breakpoint
CREATE TABLE "report_products_daily" (
  "day" date NOT NULL,
  "branch" text NOT NULL,
  "sku" text NOT NULL,
  "units" integer NOT NULL DEFAULT 0,
  "revenue" numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY ("day", "branch", "sku")
);--> statement-breakpoint
-- Real-user Core Web Vitals from the storefront (POST /api/rum): nothing that identifies a person.
CREATE TABLE "rum_samples" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  "page_type" text NOT NULL,
  "device" text NOT NULL,
  "connection" text NOT NULL,
  "metric" text NOT NULL,
  "value" double precision NOT NULL
);--> statement-breakpoint
CREATE INDEX "rum_samples_at_idx" ON "rum_samples" ("at");--> statement-breakpoint
-- One order's fact as its rows say now. Set-based (grouped joins, no per-row subqueries) so the
-- rebuild reads millions of orders in one pass; a filter on order_id reaches every grouped
-- subquery (their grouping and window partition column), so the triggers read one order's rows.
CREATE VIEW "report_order_facts_live" AS
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
  coalesce(s.accepted, 0) AS subs_accepted
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
    (array_agg(x.notes ORDER BY x.at DESC, x.id DESC) FILTER (WHERE x.to_status IN (5, 6)))[1] AS cancel_reason
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
-- Adds (sign 1) or takes away (sign −1) one fact's share of every roll-up but the products'.
CREATE FUNCTION mostrador_report_apply(f report_order_facts, sign integer) RETURNS void
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
    (day, branch, picked_orders, units_ordered, units_found, units_missing, refused, by_hand, subs_offered, subs_accepted)
  VALUES (f.day, f.branch, CASE WHEN f.picked THEN sign ELSE 0 END, sign * f.units_ordered, sign * f.units_found,
          sign * f.units_missing, sign * f.refused, sign * f.by_hand, sign * f.subs_offered, sign * f.subs_accepted)
  ON CONFLICT (day, branch) DO UPDATE SET
    picked_orders = r.picked_orders + excluded.picked_orders, units_ordered = r.units_ordered + excluded.units_ordered,
    units_found = r.units_found + excluded.units_found, units_missing = r.units_missing + excluded.units_missing,
    refused = r.refused + excluded.refused, by_hand = r.by_hand + excluded.by_hand,
    subs_offered = r.subs_offered + excluded.subs_offered, subs_accepted = r.subs_accepted + excluded.subs_accepted;
END $$;--> statement-breakpoint
-- Moves an order's lines in or out of the products' roll-up (sign 1 or −1) at its fact's day and branch.
CREATE FUNCTION mostrador_report_products(p_order integer, p_day date, p_branch text, sign integer) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO report_products_daily AS r (day, branch, sku, units, revenue)
  SELECT p_day, p_branch, i.sku, sign * sum(i.units), sign * sum(i.total)
  FROM order_items i WHERE i.order_id = p_order GROUP BY i.sku
  ON CONFLICT (day, branch, sku) DO UPDATE SET units = r.units + excluded.units, revenue = r.revenue + excluded.revenue;
$$;--> statement-breakpoint
-- Recomputes one order's fact and moves the roll-ups by the difference. The bulk seed sets
-- mostrador.reports_deferred = 'on' in its transactions (the triggers' WHEN then skips them
-- without a function call) and rebuilds every roll-up at the end.
CREATE FUNCTION mostrador_report_refresh(p_order integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  old_f report_order_facts;
  new_f report_order_facts;
  had boolean;
  has boolean;
BEGIN
  IF current_setting('mostrador.reports_deferred', true) = 'on' THEN RETURN; END IF;
  SELECT * INTO old_f FROM report_order_facts WHERE order_id = p_order FOR UPDATE;
  had := FOUND;
  SELECT * INTO new_f FROM report_order_facts_live WHERE order_id = p_order;
  has := FOUND;
  IF had AND has AND old_f IS NOT DISTINCT FROM new_f THEN RETURN; END IF;
  IF had THEN
    PERFORM mostrador_report_apply(old_f, -1);
    IF NOT old_f.cancelled AND (NOT has OR (old_f.day, old_f.branch, old_f.cancelled) IS DISTINCT FROM (new_f.day, new_f.branch, new_f.cancelled)) THEN
      PERFORM mostrador_report_products(p_order, old_f.day, old_f.branch, -1);
    END IF;
    DELETE FROM report_order_facts WHERE order_id = p_order;
  END IF;
  IF has THEN
    PERFORM mostrador_report_apply(new_f, 1);
    IF NOT new_f.cancelled AND (NOT had OR (old_f.day, old_f.branch, old_f.cancelled) IS DISTINCT FROM (new_f.day, new_f.branch, new_f.cancelled)) THEN
      PERFORM mostrador_report_products(p_order, new_f.day, new_f.branch, 1);
    END IF;
    INSERT INTO report_order_facts SELECT new_f.*;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION mostrador_report_touch() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    PERFORM mostrador_report_refresh(NEW.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mostrador_report_refresh(OLD.order_id);
  ELSE
    PERFORM mostrador_report_refresh(NEW.order_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_orders AFTER INSERT OR UPDATE ON "orders"
  FOR EACH ROW WHEN (current_setting('mostrador.reports_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION mostrador_report_touch();--> statement-breakpoint
CREATE TRIGGER report_status_history AFTER INSERT OR UPDATE OR DELETE ON "order_status_history"
  FOR EACH ROW WHEN (current_setting('mostrador.reports_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION mostrador_report_touch();--> statement-breakpoint
CREATE TRIGGER report_picking_events AFTER INSERT OR UPDATE OR DELETE ON "picking_events"
  FOR EACH ROW WHEN (current_setting('mostrador.reports_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION mostrador_report_touch();--> statement-breakpoint
CREATE TRIGGER report_substitutions AFTER INSERT OR UPDATE OR DELETE ON "order_substitutions"
  FOR EACH ROW WHEN (current_setting('mostrador.reports_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION mostrador_report_touch();--> statement-breakpoint
-- A line added, changed or removed moves the products' roll-up when its order counts there.
CREATE FUNCTION mostrador_report_item() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE f report_order_facts;
BEGIN
  IF current_setting('mostrador.reports_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO f FROM report_order_facts WHERE order_id = OLD.order_id;
    IF FOUND AND NOT f.cancelled THEN
      INSERT INTO report_products_daily AS r (day, branch, sku, units, revenue)
      VALUES (f.day, f.branch, OLD.sku, -OLD.units, -OLD.total)
      ON CONFLICT (day, branch, sku) DO UPDATE SET units = r.units + excluded.units, revenue = r.revenue + excluded.revenue;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO f FROM report_order_facts WHERE order_id = NEW.order_id;
    IF FOUND AND NOT f.cancelled THEN
      INSERT INTO report_products_daily AS r (day, branch, sku, units, revenue)
      VALUES (f.day, f.branch, NEW.sku, NEW.units, NEW.total)
      ON CONFLICT (day, branch, sku) DO UPDATE SET units = r.units + excluded.units, revenue = r.revenue + excluded.revenue;
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER report_order_items AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW WHEN (current_setting('mostrador.reports_deferred', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION mostrador_report_item();--> statement-breakpoint
-- Every fact and roll-up again from the orders' rows, set-based: the bulk seed's last step, and
-- this migration's, for the orders already there.
CREATE FUNCTION mostrador_report_rebuild() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_order_facts;
  DELETE FROM report_sales_hourly;
  DELETE FROM report_stage_minutes;
  DELETE FROM report_cancellations;
  DELETE FROM report_quality_daily;
  DELETE FROM report_products_daily;
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
    (day, branch, picked_orders, units_ordered, units_found, units_missing, refused, by_hand, subs_offered, subs_accepted)
  SELECT day, branch, count(*) FILTER (WHERE picked), sum(units_ordered), sum(units_found), sum(units_missing),
         sum(refused), sum(by_hand), sum(subs_offered), sum(subs_accepted)
  FROM report_order_facts GROUP BY day, branch;
  INSERT INTO report_products_daily (day, branch, sku, units, revenue)
  SELECT f.day, f.branch, i.sku, sum(i.units), sum(i.total)
  FROM report_order_facts f JOIN order_items i ON i.order_id = f.order_id
  WHERE NOT f.cancelled GROUP BY 1, 2, 3;
END $$;--> statement-breakpoint
SELECT mostrador_report_rebuild();
