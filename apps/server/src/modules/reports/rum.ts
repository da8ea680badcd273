import { sql } from 'drizzle-orm';
import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import { RUM_GOOD, RUM_METRICS, type RumBeacon, type RumMetric } from '@mostrador/shared/schemas/reports';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rumSamples } from '../../db/schema/reports';
import { AppError } from '../../lib/errors';
import { MemoryRateLimitStore } from '../../plugins/rate-limit-store';
import type { ReportScope } from './repository';
import { table } from './tables';

/** Beacons one client may send per window: a visit sends one per page it leaves. */
export const RUM_MAX_PER_WINDOW = 30;
const RUM_WINDOW_MS = 60_000;

export interface RumOptions {
  /** RUM_SAMPLE_PERCENT ÷ 100: the share of beacons kept, 0 to 1. */
  sampleRate: number;
  random?: () => number;
}

/**
 * Real-user Core Web Vitals (issue 37): the storefront's beacon is validated by its schema (page
 * type, device and connection only), counted against the client's own small limit, sampled, and
 * stored one row per metric. The report reads the 75th percentile per page type and device.
 */
export function createRum(db: Database, options: RumOptions) {
  const random = options.random ?? Math.random;
  const limiter = new MemoryRateLimitStore(RUM_WINDOW_MS);
  const overLimit = (client: string): boolean => {
    let count = 0;
    limiter.hit(`rum:${client}`, (_error, n) => (count = n));
    return count > RUM_MAX_PER_WINDOW;
  };
  return {
    /** True when stored, false when left out by sampling; throws 429 past the client's limit. */
    async record(beacon: RumBeacon, client: string): Promise<boolean> {
      if (overLimit(client)) throw new AppError(t('reports.rum.tooMany'), 429);
      if (!(random() < options.sampleRate)) return false;
      const seen = new Set<RumMetric>();
      const rows = beacon.METRICS.filter((m) => !seen.has(m.NAME) && seen.add(m.NAME)).map((m) => ({
        pageType: beacon.PAGE_TYPE,
        device: beacon.DEVICE,
        connection: beacon.CONNECTION,
        metric: m.NAME,
        value: m.VALUE,
      }));
      await db.insert(rumSamples).values(rows);
      return true;
    },

    async table(scope: ReportScope) {
      const raw = rowsOf<{ page_type: string; device: string; metric: RumMetric; p75: number; n: number }>(
        await db.execute(sql`select page_type, device, metric, percentile_cont(0.75) within group (order by value)::float8 as p75,
            count(*)::int as n
          from rum_samples
          where at >= (${scope.from}::date)::timestamp at time zone 'America/Mexico_City'
            and at < (${scope.to}::date + 1)::timestamp at time zone 'America/Mexico_City'
          group by 1, 2, 3`),
      );
      const rows = raw
        .sort(
          (a, b) =>
            a.page_type.localeCompare(b.page_type) ||
            a.device.localeCompare(b.device) ||
            RUM_METRICS.indexOf(a.metric) - RUM_METRICS.indexOf(b.metric),
        )
        .map((r) => {
          const p75 = r.metric === 'CLS' ? Math.round(r.p75 * 1000) / 1000 : Math.round(r.p75);
          const good = RUM_GOOD[r.metric];
          return [
            t(`reports.page.${r.page_type}` as 'reports.page.home'),
            t(`reports.device.${r.device}` as 'reports.device.mobile'),
            r.metric,
            p75,
            good,
            r.n,
            p75 <= good ? t('reports.verdict.good') : t('reports.verdict.poor'),
          ];
        });
      return table(
        'rum',
        [
          ['pageType', 'reports.col.pageType', 'text'],
          ['device', 'reports.col.device', 'text'],
          ['metric', 'reports.col.metric', 'text'],
          ['p75', 'reports.col.p75', 'decimal'],
          ['threshold', 'reports.col.threshold', 'decimal'],
          ['samples', 'reports.col.samples', 'int'],
          ['verdict', 'reports.col.verdict', 'text'],
        ],
        rows,
      );
    },
  };
}
export type Rum = ReturnType<typeof createRum>;
