import type { AppConfig } from '../../../config';
import { ConsoleSmsSender } from './console-sms';
import { TwilioSmsSender } from './twilio-sms';
import { WebhookSmsSender } from './webhook-sms';

/** One SMS to a Mexican mobile: `to` is E.164 ("+523311112222"). */
export interface SmsMessage {
  to: string;
  text: string;
  /** Demo outbox only: the code, so tests and the demo can read it without parsing the text. */
  code: string;
}

/** Every provider: resolves when the gateway accepted the message, rejects otherwise. */
export interface SmsSender {
  readonly name: 'console' | 'twilio' | 'webhook';
  send(message: SmsMessage): Promise<void>;
}

/** How long a gateway may take before the send counts as failed. */
export const SMS_GATEWAY_TIMEOUT_MS = 10_000;

export function createSmsSender(config: AppConfig, log: (line: string) => void): SmsSender {
  const sms = config.sms;
  if (sms.provider === 'twilio') return new TwilioSmsSender(sms);
  if (sms.provider === 'webhook') return new WebhookSmsSender(sms);
  return new ConsoleSmsSender(log);
}
