import { createHmac } from 'node:crypto';
import { SMS_GATEWAY_TIMEOUT_MS, type SmsMessage, type SmsSender } from './sms-types';

export interface WebhookSettings {
  url: string;
  /** When set, the body's HMAC-SHA256 goes in X-Mostrador-Signature so the receiver can trust it. */
  secret: string | null;
}

/** POSTs `{ to, message }` as JSON to the operator's own gateway (docs/product.md#sign-in-and-phone-verification). */
export class WebhookSmsSender implements SmsSender {
  readonly name = 'webhook';
  constructor(private readonly settings: WebhookSettings) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const body = JSON.stringify({ to, message: text });
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.settings.secret) {
      headers['x-mostrador-signature'] = `sha256=${createHmac('sha256', this.settings.secret).update(body).digest('hex')}`;
    }
    const response = await fetch(this.settings.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  }
}
