import type { FastifyInstance } from 'fastify';
import type { PrescriptionsService } from '../modules/prescriptions/index';

/** How often files past retention are looked for (decision 070). */
export const PRESCRIPTION_SWEEP_MS = 60 * 60_000;

/** As the substitution sweep: every so many ms, never (`false`), or handed to the caller (tests). */
export type PrescriptionSweep = number | false | { onTick(run: () => Promise<number>): void };

/** Deletes prescription files past PRESCRIPTION_RETENTION_DAYS while the app runs; stopped on close. */
export function startPrescriptionSweep(app: FastifyInstance, prescriptions: PrescriptionsService, sweep: PrescriptionSweep): void {
  if (sweep === false) return;
  if (typeof sweep === 'object') {
    sweep.onTick(() => prescriptions.sweep());
    return;
  }
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = prescriptions
      .sweep()
      .catch((err: unknown) => app.log.error({ err }, 'prescription sweep failed'))
      .finally(() => (running = null));
  }, sweep);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
