import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { startupNotices } from '../src/startup-notices';

const PRODUCTION_OK = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://app:secreto@db.internal:5432/mostrador',
  PUBLIC_ORIGIN: 'https://tienda.example.mx/',
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+523300000000',
  GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
  VAPID_PUBLIC_KEY: 'pub',
  VAPID_PRIVATE_KEY: 'priv',
  VAPID_SUBJECT: 'mailto:soporte@example.mx',
  PRIVACY_NOTICE_URL: 'https://fan.example.mx/privacidad',
  TERMS_URL: 'https://fan.example.mx/terminos',
  AUTH_SECRET: 'un-secreto-compartido-de-al-menos-32-caracteres',
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('demo defaults: port 3000, embedded database under ./data, console SMS, demo seed on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'demo',
      port: 3000,
      host: '127.0.0.1',
      sms: { provider: 'console' },
      seedDemo: true,
      publicOrigin: null,
      vapid: null,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'pglite') });
    expect(config.mediaDir).toBe(path.resolve('data', 'media'));
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(config.links.privacyNoticeUrl).toMatch(/^https:\/\//);
    expect(config.logLevel).toBe('info');
  });

  it('test mode uses an in-memory database, is silent and does not seed', () => {
    expect(loadConfig({ APP_MODE: 'test' })).toMatchObject({
      database: { kind: 'pglite', dataDir: null },
      logLevel: 'silent',
      seedDemo: false,
    });
  });

  it('treats empty variables as unset and parses numbers and flags', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: ' ', RATE_LIMIT_MAX: '12', SEED_DEMO: 'false', TRUST_PROXY: 'true' });
    expect(config).toMatchObject({ port: 3000, rateLimitMax: 12, seedDemo: false, trustProxy: true, database: { kind: 'pglite' } });
  });

  it('DATABASE_URL selects PostgreSQL with pool settings', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u@h/db', DB_POOL_MAX: '7' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgresql://u@h/db', poolMax: 7, statementTimeoutMs: 15_000 });
  });

  it('reports every invalid value at once', () => {
    const problems = problemsOf({ PORT: 'abc', APP_MODE: 'demo', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', PUBLIC_ORIGIN: 'tienda' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'PUBLIC_ORIGIN']));
  });

  it('production with nothing configured lists every missing setting in one error', () => {
    let error: unknown;
    try {
      loadConfig({ APP_MODE: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of [
      'DATABASE_URL',
      'PUBLIC_ORIGIN',
      'SMS_PROVIDER',
      'AUTH_SECRET',
      'GOOGLE_CLIENT_ID',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
      'PRIVACY_NOTICE_URL',
      'TERMS_URL',
    ]) {
      expect(message).toContain(name);
    }
    expect(message).toMatch(/Configuración inválida.*Invalid configuration/);
  });

  it('production asks for the credentials of the chosen SMS provider', () => {
    const twilio = problemsOf({ ...PRODUCTION_OK, TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' });
    expect(twilio.map((p) => p.split(':')[0])).toEqual(['TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
    const webhook = problemsOf({ ...PRODUCTION_OK, SMS_PROVIDER: 'webhook' });
    expect(webhook.map((p) => p.split(':')[0])).toEqual(['SMS_WEBHOOK_URL']);
  });

  it('production lists invalid values and missing settings together', () => {
    const problems = problemsOf({ ...PRODUCTION_OK, PORT: '99999', GOOGLE_CLIENT_ID: '' });
    expect(problems.map((p) => p.split(':')[0])).toEqual(['PORT', 'GOOGLE_CLIENT_ID']);
  });

  it('production asks for a long enough AUTH_SECRET, shared by every instance', () => {
    expect(problemsOf({ ...PRODUCTION_OK, AUTH_SECRET: 'corto' }).map((p) => p.split(':')[0])).toEqual(['AUTH_SECRET']);
    expect(loadConfig(PRODUCTION_OK).authSecret).toBe(PRODUCTION_OK.AUTH_SECRET);
  });

  it('the SMS webhook carries its signing secret; Twilio its API base', () => {
    const webhook = loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms', SMS_WEBHOOK_SECRET: 's3' });
    expect(webhook.sms).toEqual({ provider: 'webhook', url: 'http://127.0.0.1:9/sms', secret: 's3' });
    expect(loadConfig(PRODUCTION_OK).sms).toMatchObject({ apiBase: 'https://api.twilio.com' });
  });

  it('the SMS resend interval is the 60 s in docs/product.md#sign-in-and-phone-verification; shorter only outside production (the journeys use 10 s)', () => {
    expect(loadConfig({}).smsResendIntervalS).toBe(60);
    expect(loadConfig({ SMS_RESEND_INTERVAL_S: '10' }).smsResendIntervalS).toBe(10);
    expect(problemsOf({ ...PRODUCTION_OK, SMS_RESEND_INTERVAL_S: '10' }).map((p) => p.split(':')[0])).toEqual(['SMS_RESEND_INTERVAL_S']);
    expect(loadConfig({ ...PRODUCTION_OK, SMS_RESEND_INTERVAL_S: '90' }).smsResendIntervalS).toBe(90);
    expect(loadConfig({ ...PRODUCTION_OK, SMS_RESEND_INTERVAL_S: '' }).smsResendIntervalS).toBe(60);
  });

  it('production refuses the demo seed', () => {
    expect(problemsOf({ ...PRODUCTION_OK, SEED_DEMO: 'true' }).map((p) => p.split(':')[0])).toEqual(['SEED_DEMO']);
  });

  it('PUSH_ENDPOINT_HOSTS lists push services by name (a wildcard or leading dot means the same); unset, the push defaults', () => {
    expect(loadConfig({}).push.endpointHosts).toBeNull();
    expect(loadConfig({ PUSH_ENDPOINT_HOSTS: ' fcm.googleapis.com, *.Push.Apple.com ,.notify.windows.com' }).push.endpointHosts).toEqual([
      'fcm.googleapis.com',
      'push.apple.com',
      'notify.windows.com',
    ]);
    for (const bad of ['https://fcm.googleapis.com', 'push apple.com', 'fcm.googleapis.com/fcm', ',']) {
      expect(problemsOf({ PUSH_ENDPOINT_HOSTS: bad })).toEqual([expect.stringMatching(/^PUSH_ENDPOINT_HOSTS: /)]);
    }
  });

  it('a complete production configuration loads', () => {
    const config = loadConfig(PRODUCTION_OK);
    expect(config).toMatchObject({
      mode: 'production',
      publicOrigin: 'https://tienda.example.mx',
      database: { kind: 'postgres' },
      sms: { provider: 'twilio', accountSid: 'AC123' },
      vapid: { subject: 'mailto:soporte@example.mx' },
      seedDemo: false,
    });
  });

  it('demo listens on this machine only unless HOST says otherwise; production on every address', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_OK).host).toBe('0.0.0.0');
  });

  it('says at start that demo mode has public passwords and open stand-ins, and where it listens', () => {
    const [local] = startupNotices(loadConfig({}));
    expect(local).toMatch(/^Modo demostración, escuchando solo en este equipo \(127\.0\.0\.1; HOST lo cambia\)/);
    expect(local).toContain('contraseñas de demostración son públicas');
    expect(local).toContain('/api/dev/sms-outbox');
    expect(local).toContain('simulador local');
    expect(startupNotices(loadConfig({ HOST: '0.0.0.0' }))[0]).toContain('en 0.0.0.0: cualquiera en la red puede entrar');
  });

  it('production warns at start when GOOGLE_ALLOWED_DOMAIN is unset, and only then', () => {
    expect(startupNotices(loadConfig(PRODUCTION_OK))).toEqual([expect.stringMatching(/^GOOGLE_ALLOWED_DOMAIN no está definido/)]);
    expect(startupNotices(loadConfig({ ...PRODUCTION_OK, GOOGLE_ALLOWED_DOMAIN: 'example.mx' }))).toEqual([]);
    expect(startupNotices(loadConfig({ APP_MODE: 'test' }))).toEqual([]);
  });
});
