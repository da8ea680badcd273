/**
 * Web Push (issue 21, docs/product.md#push-notifications): the device's subscription travels as the spec's FIREBASE_TOKEN
 * / firebase_token (a JSON text of `PushSubscription.toJSON()`), and in /push/subscribe and
 * /push/unsubscribe for later changes.
 */
import * as z from 'zod/mini';
import { pushT as t } from '../messages/es-MX-push';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const invalid = () => t('push.subscriptionInvalid');

// A push service's URL: http(s), a host, no spaces (production refuses http on the server).
const isPushEndpoint = (value: string): boolean => /^https?:\/\/[^\s/?#]+(\/\S*)?$/.test(value);

/** What `PushSubscription.toJSON()` gives: the push service's URL and the device's keys. */
export const PushSubscriptionSchema = z.object({
  endpoint: z.string().check(z.maxLength(2048, invalid()), z.refine(isPushEndpoint, invalid())),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({
    p256dh: z.string().check(z.minLength(80, invalid()), z.maxLength(100, invalid()), z.regex(BASE64URL, invalid())),
    auth: z.string().check(z.minLength(16, invalid()), z.maxLength(32, invalid()), z.regex(BASE64URL, invalid())),
  }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** Parses the JSON text the spec's fields carry; null when it is not a valid subscription. */
export function parsePushToken(text: string): PushSubscriptionJson | null {
  try {
    const parsed = PushSubscriptionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** FIREBASE_TOKEN / firebase_token: absent, null, or the subscription as JSON text. */
export const PushTokenSchema = described(
  z.optional(
    z.nullable(
      z.string().check(
        z.maxLength(4096, invalid()),
        z.refine((text) => text === '' || parsePushToken(text) !== null, invalid()),
      ),
    ),
  ),
  'Suscripción push del dispositivo: JSON de PushSubscription.toJSON() (opcional)',
);

export const PushSubscribeRequestSchema = z.object({
  token: SessionTokenSchema,
  SUBSCRIPTION: PushSubscriptionSchema,
  /** Staff on the monitor: also tell this device of the branch's new orders. */
  branchToken: z.optional(BranchTokenSchema),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({
  token: SessionTokenSchema,
  ENDPOINT: z.string().check(z.maxLength(2048, invalid())),
});
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequestSchema>;

export const PushOkResponseSchema = z.object({ ok: OkSchema });

export const PushConfigResponseSchema = z.object({
  ok: OkSchema,
  PUBLIC_KEY: described(z.string(), 'Clave pública VAPID (applicationServerKey)'),
});
export type PushConfigResponse = z.infer<typeof PushConfigResponseSchema>;
