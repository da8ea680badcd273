import { SMS_GATEWAY_TIMEOUT_MS, type SmsMessage, type SmsSender } from './sms-types';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com unless pointed elsewhere (tests use a local fake). */
  apiBase: string;
}

/** Twilio's Messaging REST API: one form-encoded POST per message, HTTP basic auth. */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  constructor(private readonly settings: TwilioSettings) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiBase } = this.settings;
    const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: to, From: from, Body: text }).toString(),
      signal: AbortSignal.timeout(SMS_GATEWAY_TIMEOUT_MS),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  }
}
