import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}
export interface PushOptions {
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** Replaces an undelivered push with the same topic at the push service (base64url, ≤ 32). */
  topic?: string;
}
/** `status` 0: the push service could not be reached or did not answer in time. */
export type PushOutcome = { status: number };
export type SendPush = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;

const TIMEOUT_MS = 10_000;

/**
 * Signs (VAPID, ES256 JWT) and encrypts (aes128gcm, RFC 8291) with web-push, then POSTs with
 * Node's fetch: its pool keeps connections to the push service alive across a fan-out, which
 * web-push's own one-request-per-connection `https.request` does not.
 */
export function createSendPush(keys: VapidKeys): SendPush {
  return async (target, payload, options) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: keys,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer();
      return { status: response.status };
    } catch {
      return { status: 0 };
    }
  };
}
