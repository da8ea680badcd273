/**
 * Starts real-user monitoring once the page has loaded and the browser is idle: web-vitals and
 * the beacon code are their own chunk, so the storefront's first download does not grow.
 */
export function startRumWhenIdle(): void {
  const start = () => void import('./rum').then((m) => m.startRum());
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 3_000 }) : setTimeout(start, 300);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
