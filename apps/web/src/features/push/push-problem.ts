import { pushT as t } from '@mostrador/shared/messages/es-MX-push';
import { ApiError, NOK, UNKNOWN_ERROR } from '../../shared/api/api-error';

/** Why push cannot work here (issue 32, decision 054); each has its `push.problem.*` sentence. */
export type PushProblem = 'unsupported' | 'insecure' | 'blocked' | 'dismissed' | 'noServiceWorker' | 'pushService' | 'offline' | 'failed';

/** A push set-up step that failed for a known reason. */
export class PushProblemError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushProblemError';
  }
}

/**
 * What is known before any click: an insecure page (no service worker, no push), a browser
 * without Web Push, or notifications the person blocked for this site. Null: worth offering.
 */
export function knownPushProblem(): 'insecure' | 'unsupported' | 'blocked' | null {
  if (window.isSecureContext === false) return 'insecure';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : null;
}

// The browser's own failures of `pushManager.subscribe()` and the worker, by DOMException name.
const BY_EXCEPTION: Record<string, PushProblem> = {
  NotSupportedError: 'unsupported',
  InvalidStateError: 'noServiceWorker',
  SecurityError: 'insecure',
  // Chromium's "Registration failed - push service error" (no push service reachable).
  AbortError: 'pushService',
};

/** The reason behind a failed attempt to turn push on; null when the server said why itself. */
export function pushProblemOf(error: unknown): PushProblem | null {
  if (error instanceof PushProblemError) return error.problem;
  if (error instanceof ApiError) {
    if (error.status === 0) return 'offline';
    return error.errors === UNKNOWN_ERROR || error.errors === NOK ? 'failed' : null;
  }
  if (error instanceof DOMException) {
    if (error.name === 'NotAllowedError') return globalThis.Notification?.permission === 'denied' ? 'blocked' : 'failed';
    return BY_EXCEPTION[error.name] ?? 'failed';
  }
  return 'failed';
}

/** The Spanish sentence for a failed attempt: the server's own refusal, else its reason; never "Error desconocido". */
export function pushProblemMessage(error: unknown): string {
  const problem = pushProblemOf(error);
  return problem ? t(`push.problem.${problem}`) : (error as ApiError).errors;
}
