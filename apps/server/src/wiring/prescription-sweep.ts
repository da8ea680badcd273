import type { FastifyInstance } from 'fastify';
import type { PrescriptionsService } from '../modules/prescriptions/index';
import { startSweep, type Sweep } from './sweep';

/** How often files past retention are looked for (decision 070). */
export const PRESCRIPTION_SWEEP_MS = 60 * 60_000;

export type PrescriptionSweep = Sweep;

/** Deletes prescription files past PRESCRIPTION_RETENTION_DAYS while the app runs; stopped on close. */
export function startPrescriptionSweep(app: FastifyInstance, prescriptions: PrescriptionsService, sweep: PrescriptionSweep): void {
  startSweep(app, 'prescription sweep', () => prescriptions.sweep(), sweep);
}
