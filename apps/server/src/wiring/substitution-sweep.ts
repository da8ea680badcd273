import type { FastifyInstance } from 'fastify';
import type { PickingService } from '../modules/picking/index';
import { startSweep, type Sweep } from './sweep';

/** How often the server looks for substitute offers past their time (decision 063); reads also close them. */
export const SUBSTITUTION_SWEEP_MS = 30_000;

/** `false`: never (reads still close offers). */
export type SubstitutionSweep = Sweep;

/**
 * Closes unanswered substitute offers while the app runs, so a line leaves the order even when no
 * one opens it; stopped on close. Returns how many orders changed (the reads announce the rest).
 */
export function startSubstitutionSweep(app: FastifyInstance, picking: PickingService, sweep: SubstitutionSweep): void {
  startSweep(app, 'substitution sweep', () => picking.expireSubstitutions(), sweep);
}
