import type { FastifyInstance } from 'fastify';

/**
 * When a sweep runs: every so many ms; `false`, never; or handed to the caller, who runs it when
 * they choose (tests, with a clock they move by hand).
 */
export type Sweep = number | false | { onTick(run: () => Promise<number>): void };

/**
 * Runs `work` on a timer while the app runs, one run at a time (a slow run is not stacked), its
 * failure logged as `what`; the timer stops on close, after a run under way.
 */
export function startSweep(app: FastifyInstance, what: string, work: () => Promise<number>, sweep: Sweep): void {
  if (sweep === false) return;
  if (typeof sweep === 'object') {
    sweep.onTick(work);
    return;
  }
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((err: unknown) => app.log.error({ err }, `${what} failed`))
      .finally(() => (running = null));
  }, sweep);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
