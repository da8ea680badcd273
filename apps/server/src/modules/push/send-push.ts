import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { endpointHost, guardedLookup, isAllowedAddress, isAllowedUrl, type EndpointRules, type ResolveHost } from './endpoint-rules';
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
/**
 * `status` 0: the push service could not be reached or did not answer in time. `refused`: the
 * endpoint broke the endpoint rules (it now resolves inside the network): nothing was sent.
 */
export type PushOutcome = { status: number; refused?: boolean };
export type SendPush = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;

/** Push services answer in well under a second; a stalled one must not hold a worker slot long. */
export const PUSH_TIMEOUT_MS = 5_000;

export interface SendPushOptions {
  endpoints: EndpointRules;
  resolveHost: ResolveHost;
  timeoutMs?: number;
}

/**
 * Signs (VAPID, ES256 JWT) and encrypts (aes128gcm, RFC 8291) with web-push, then POSTs through
 * kept-alive agents: their pool reuses connections to the push service across a fan-out, which
 * web-push's own one-request-per-connection `https.request` does not. Redirects are never
 * followed (Node's http client does not), and the socket connects only to the addresses the
 * endpoint rules accepted (`guardedLookup`).
 */
export function createSendPush(keys: VapidKeys, options: SendPushOptions): SendPush {
  const { endpoints, timeoutMs = PUSH_TIMEOUT_MS } = options;
  const lookup = guardedLookup(endpoints, options.resolveHost);
  const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

  return async (target, payload, pushOptions) => {
    const url = new URL(target.endpoint);
    const host = endpointHost(url);
    if (!isAllowedUrl(url, endpoints) || (isIP(host) && !isAllowedAddress(host, endpoints.allowLoopback))) {
      return { status: 0, refused: true };
    }
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: keys,
        TTL: pushOptions.ttlSeconds,
        urgency: pushOptions.urgency,
        ...(pushOptions.topic ? { topic: pushOptions.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<PushOutcome>((resolve) => {
      const fail = (error: Error & { code?: string }) => resolve({ status: 0, refused: error.code === 'PUSH_ENDPOINT_REFUSED' });
      const req = client.request(
        url,
        {
          method: request.method,
          headers: request.headers as http.OutgoingHttpHeaders,
          agent: agents[url.protocol as 'http:' | 'https:'],
          lookup,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (res) => {
          res.on('error', fail);
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
          res.resume();
        },
      );
      req.on('error', fail);
      req.end(request.body);
    });
  };
}
