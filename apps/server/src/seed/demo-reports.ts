import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { seedBulkOrders } from './bulk-orders';

/** The demo's history for the reports (issue 37): five weeks of orders in every branch, and real-visit samples. */
export const DEMO_REPORT_DAYS = 35;
export const DEMO_REPORT_ORDERS_PER_DAY = 5;

/**
 * Fills `/admin/reports` for a person trying the demo: the bulk generator's orders (set-based,
 * a few seconds on PGlite) and a few hundred Core Web Vitals samples around Google's thresholds.
 */
export async function seedDemoReports(db: Database): Promise<void> {
  await seedBulkOrders(db, { perDay: DEMO_REPORT_ORDERS_PER_DAY, days: DEMO_REPORT_DAYS, daysPerBatch: 35 });
  await db.execute(sql`insert into rum_samples (at, page_type, device, connection, metric, value)
    select now() - random() * interval '28 days', p.page, d.device, '4g', m.metric,
           m.base * d.factor * (0.5 + random() ^ 2 * 1.6)
    from (values ('home'), ('product'), ('category'), ('search'), ('checkout')) p(page)
    cross join (values ('mobile', 1.5), ('desktop', 0.7)) d(device, factor)
    cross join (values ('LCP', 1700.0), ('INP', 120.0), ('CLS', 0.05), ('TTFB', 450.0)) m(metric, base)
    cross join generate_series(1, 12) g`);
}
