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
