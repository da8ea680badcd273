import type { AppConfig } from '../../../config';
import { ConsoleSmsSender } from './console-sms';
import { TwilioSmsSender } from './twilio-sms';
import { WebhookSmsSender } from './webhook-sms';
import type { SmsSender } from './sms-types';

export type { SmsMessage, SmsSender } from './sms-types';

export function createSmsSender(config: AppConfig, log: (line: string) => void): SmsSender {
  const sms = config.sms;
  if (sms.provider === 'twilio') return new TwilioSmsSender(sms);
  if (sms.provider === 'webhook') return new WebhookSmsSender(sms);
  return new ConsoleSmsSender(log);
}
