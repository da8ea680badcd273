import type { FastifyInstance } from 'fastify';
import type { PickingService } from '../modules/picking/index';

/** How often the server looks for substitute offers past their time (decision 063); reads also close them. */
export const SUBSTITUTION_SWEEP_MS = 30_000;

/**
 * When the sweep runs: every so many ms; `false`, never (reads still close offers); or handed to
 * the caller, who runs it when they choose (tests, with a clock they move by hand).
 */
export type SubstitutionSweep = number | false | { onTick(run: () => Promise<number>): void };

/**
 * Closes unanswered substitute offers while the app runs, so a line leaves the order even when no
 * one opens it; stopped on close. Returns how many orders changed (the reads announce the rest).
 */
export function startSubstitutionSweep(app: FastifyInstance, picking: PickingService, sweep: SubstitutionSweep): void {
  if (sweep === false) return;
  if (typeof sweep === 'object') {
    sweep.onTick(() => picking.expireSubstitutions());
    return;
  }
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = picking
      .expireSubstitutions()
      .catch((err: unknown) => app.log.error({ err }, 'substitution sweep failed'))
      .finally(() => (running = null));
  }, sweep);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
