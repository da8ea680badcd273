/*
 * Real-user Core Web Vitals (issue 37): loaded on idle after the page's load event (start-rum.ts),
 * never in the first download. web-vitals' observers read the buffered entries, so LCP, CLS and
 * TTFB of the landing page are still seen; one beacon goes when the page is hidden.
 */
import { RUM_CONNECTIONS, type RumBeacon, type RumMetric } from '@mostrador/shared/schemas/reports';
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { deviceOf, pageTypeOf } from './page-type';

type Connection = RumBeacon['CONNECTION'];

function connectionOf(): Connection {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (RUM_CONNECTIONS as readonly string[]).includes(type ?? '') ? (type as Connection) : 'unknown';
}

export function startRum(): void {
  const PAGE_TYPE = pageTypeOf(location.pathname);
  if (!PAGE_TYPE || typeof navigator.sendBeacon !== 'function') return;
  const values = new Map<RumMetric, number>();
  const keep = (metric: Metric) => values.set(metric.name as RumMetric, Math.max(0, Math.round(metric.value * 1000) / 1000));
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  let sent = false;
  const send = () => {
    if (sent || document.visibilityState !== 'hidden' || values.size === 0) return;
    sent = true;
    const beacon: RumBeacon = {
      PAGE_TYPE,
      DEVICE: deviceOf(window.innerWidth),
      CONNECTION: connectionOf(),
      METRICS: [...values].map(([NAME, VALUE]) => ({ NAME, VALUE })),
    };
    navigator.sendBeacon('/api/rum', new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
  };
  // web-vitals reports INP and CLS on this same event, before this listener (it registered first).
  addEventListener('visibilitychange', send);
  addEventListener('pagehide', send);
}
