import type { SmsMessage, SmsSender } from './sms-types';

export interface OutboxEntry {
  PHONE: string;
  CODE: string;
  TEXT: string;
  AT: string;
}

const PER_PHONE = 20;
const MAX_PHONES = 2_000;

/**
 * Demo and test provider (docs/product.md#demo-mode): writes each SMS to the log and keeps the latest per phone
 * for `GET /api/dev/sms-outbox`. Refused in production by the configuration.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly name = 'console';
  private readonly outbox = new Map<string, OutboxEntry[]>();

  constructor(private readonly log: (line: string) => void) {}

  async send({ to, text, code }: SmsMessage): Promise<void> {
    const phone = to.replace(/^\+52/, '');
    this.log(`SMS para ${to}: ${text}`);
    const list = this.outbox.get(phone) ?? [];
    this.outbox.delete(phone);
    if (this.outbox.size >= MAX_PHONES) this.outbox.delete(this.outbox.keys().next().value as string);
    this.outbox.set(phone, [{ PHONE: phone, CODE: code, TEXT: text, AT: new Date().toISOString() }, ...list].slice(0, PER_PHONE));
  }

  /** Newest first. */
  messagesFor(phone: string): OutboxEntry[] {
    return this.outbox.get(phone) ?? [];
  }
}
