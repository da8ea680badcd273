import type { AccountChangeResponse } from '@mostrador/shared/schemas/admin';
import type { PendingAction } from './reason-dialog';

/** Builds a confirmable account change: `call` gets the reason; the toast says "Cambio guardado". */
export type AskChange = (message: string, call: (reason: string) => Promise<AccountChangeResponse>) => void;

/** Opens the confirmation of a support action; every one needs a reason (or is the note itself). */
export type AskSupport = (action: Omit<PendingAction, 'isReasonRequired'>) => void;
