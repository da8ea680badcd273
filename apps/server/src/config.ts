import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { SMS_RESEND_INTERVAL_S } from '@mostrador/shared/constants/limits';
import { parseHostList } from './lib/host-list';
import { EnvSchema, type Env, type LOG_LEVELS } from './config-schema';

/** Repository root, so defaults work whatever directory the process starts in. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Google's signing keys for ID tokens. */
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

export type AppMode = 'demo' | 'production' | 'test';
export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      poolMax: number;
      statementTimeoutMs: number;
      connectTimeoutMs: number;
    }
  /** `dataDir: null` is an in-memory database (test mode). */
  | { kind: 'pglite'; dataDir: string | null };
export type SmsConfig =
  | { provider: 'console' }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      from: string;
      apiBase: string;
    }
  | { provider: 'webhook'; url: string; secret: string | null };

export interface AppConfig {
  mode: AppMode;
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  webDistDir: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  publicOrigin: string | null;
  trustProxy: boolean;
  sms: SmsConfig;
  /** Signs anti-bot challenges; instances behind one balancer must share it. Random per process in demo. */
  authSecret: string;
  /** Leading zero bits the SMS anti-bot proof of work needs (the visible variant asks 2 more). */
  antibotDifficulty: number;
  /** Low-priority password hashing threads; 0 = one fewer than the cores. */
  passwordHashThreads: number;
  /** SMS codes one client address may ask for per hour (carrier NAT puts many phones on one). */
  smsMaxPerIpHour: number;
  /** Seconds between two SMS codes for one phone (docs/product.md#sign-in-and-phone-verification: 60; shorter only outside production, for tests). */
  smsResendIntervalS: number;
  /** jwksUrl null outside production: the dev identity stand-in signs and verifies with its own key. */
  google: {
    clientId: string | null;
    allowedDomain: string | null;
    jwksUrl: string | null;
  };
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Outbox worker: how often it reads due rows, how long a claimed row stays its own; endpointHosts null: the push defaults. */
  push: { pollMs: number; leaseMs: number; endpointHosts: string[] | null };
  links: { privacyNoticeUrl: string; termsUrl: string };
  /** The manifest's `short_name` (≤ 12 characters); null: made from the company's name. */
  appShortName: string | null;
  logLevel: (typeof LOG_LEVELS)[number];
  rateLimitMax: number;
  /** How long company, theme and catalogue answers stay cached in memory (ms); 0 turns it off. */
  cacheTtlMs: number;
  /** How often, at most, search asks the database whether the catalogue changed (ms); 0: on every search. */
  searchIndexRefreshMs: number;
  /** Minutes a customer has to answer a substitute offer before its line is removed (decision 063). */
  substitutionAnswerMinutes: number;
  /** Minutes after «Enviar» during which the branch may return the order to «Surtiendo» (decision 064). */
  recallMinutes: number;
  /** Issue 35 (decision 074): days a ready pickup order waits before the sweep cancels it. */
  pickupHoldDays: number;
  /** Decision 077: the tracker's estimate while a branch has fewer than 5 recent orders (minutes, created → delivered / ready). */
  estimateDeliveryMinutes: number;
  estimatePickupMinutes: number;
  /** RUM_SAMPLE_PERCENT ÷ 100: the share of Core Web Vitals beacons kept (issue 37). */
  rumSampleRate: number;
  /** Days a prescription file is kept after its order (decision 070); unattached uploads go after a day. */
  prescriptionRetentionDays: number;
  bodyLimitBytes: number;
  /** Largest request line and headers together (Node's `maxHeaderSize`); over it, a 431. */
  headerLimitBytes: number;
  seedDemo: boolean;
  /** Bearer token of `GET /metrics`; null: no such route. */
  metricsToken: string | null;
  /** Pictures in an S3-compatible bucket (S3_*); null: the media directory under DATA_DIR. */
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
  } | null;
}

/** Every problem found, so an operator fixes the whole configuration in one pass. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    mode: string,
  ) {
    super(`Configuración inválida (APP_MODE=${mode}) / Invalid configuration:\n` + problems.map((p) => `  - ${p}`).join('\n'));
    this.name = 'ConfigError';
  }
}

// Demo-only stand-ins for the two loyalty-programme links (docs/product.md#overview); production must set real ones.
const DEMO_PRIVACY_NOTICE_URL = 'https://soytufan.example.mx/aviso-de-privacidad';
const DEMO_TERMS_URL = 'https://soytufan.example.mx/terminos-y-condiciones';

/** Pure: reads only `env`, so tests can call it with any set of variables. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  const mode = (parsed.success ? parsed.data.APP_MODE : String(env.APP_MODE ?? 'demo')) as AppMode;
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: valor inválido / invalid value (${i.message})`);
  if (mode === 'production') problems.push(...productionProblems(env));
  problems.push(...s3Problems(env));
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems, mode);
  const e = parsed.data;

  const dataDir = path.resolve(e.DATA_DIR ?? './data');
  const flag = (v: string | undefined, def: boolean) => (v === undefined ? def : ['true', '1', 'yes'].includes(v));
  return {
    mode,
    port: e.PORT,
    // Demo passwords are public and its SMS and Google stand-ins are open: only this machine, unless HOST says otherwise.
    host: e.HOST ?? (mode === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist')),
    database: e.DATABASE_URL
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolMax: e.DB_POOL_MAX,
          statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
          connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
        }
      : {
          kind: 'pglite',
          dataDir: mode === 'test' ? null : path.join(dataDir, 'pglite'),
        },
    redisUrl: e.REDIS_URL ?? null,
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : null,
    trustProxy: flag(e.TRUST_PROXY, false),
    sms: smsConfig(e),
    authSecret: e.AUTH_SECRET ?? randomBytes(32).toString('hex'),
    antibotDifficulty: e.ANTIBOT_DIFFICULTY,
    passwordHashThreads: e.PASSWORD_HASH_THREADS,
    smsMaxPerIpHour: e.SMS_MAX_PER_IP_HOUR,
    smsResendIntervalS: e.SMS_RESEND_INTERVAL_S,
    google: {
      clientId: e.GOOGLE_CLIENT_ID ?? null,
      allowedDomain: e.GOOGLE_ALLOWED_DOMAIN ?? null,
      jwksUrl: e.GOOGLE_JWKS_URL ?? (mode === 'production' ? GOOGLE_JWKS_URL : null),
    },
    vapid: vapidConfig(e),
    push: {
      pollMs: e.PUSH_POLL_MS,
      leaseMs: e.PUSH_LEASE_MS,
      endpointHosts: parseHostList(e.PUSH_ENDPOINT_HOSTS ?? ''),
    },
    links: {
      privacyNoticeUrl: e.PRIVACY_NOTICE_URL ?? DEMO_PRIVACY_NOTICE_URL,
      termsUrl: e.TERMS_URL ?? DEMO_TERMS_URL,
    },
    appShortName: e.APP_SHORT_NAME ?? null,
    logLevel: e.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    rateLimitMax: e.RATE_LIMIT_MAX,
    cacheTtlMs: e.CACHE_TTL_MS,
    searchIndexRefreshMs: e.SEARCH_INDEX_REFRESH_MS,
    substitutionAnswerMinutes: e.SUBSTITUTION_ANSWER_MINUTES,
    recallMinutes: e.RECALL_MINUTES,
    pickupHoldDays: e.PICKUP_HOLD_DAYS,
    estimateDeliveryMinutes: e.ESTIMATE_DELIVERY_MINUTES,
    estimatePickupMinutes: e.ESTIMATE_PICKUP_MINUTES,
    rumSampleRate: e.RUM_SAMPLE_PERCENT / 100,
    prescriptionRetentionDays: e.PRESCRIPTION_RETENTION_DAYS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    headerLimitBytes: e.HEADER_LIMIT_BYTES,
    seedDemo: flag(e.SEED_DEMO, mode === 'demo'),
    metricsToken: e.METRICS_TOKEN ?? null,
    s3: s3Config(e),
  };
}

function vapidConfig(e: Env): AppConfig['vapid'] {
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) return null;
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? 'mailto:soporte@demo.mostrador.mx' };
}

function s3Config(e: Env): AppConfig['s3'] {
  if (!e.S3_ENDPOINT || !e.S3_BUCKET || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) return null;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  return { endpoint, bucket, region: e.S3_REGION ?? 'us-east-1', accessKeyId, secretAccessKey };
}

function smsConfig(e: Env): SmsConfig {
  if (e.SMS_PROVIDER === 'twilio' && e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM) {
    return {
      provider: 'twilio',
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      from: e.TWILIO_FROM,
      apiBase: e.TWILIO_API_BASE ?? 'https://api.twilio.com',
    };
  }
  if (e.SMS_PROVIDER === 'webhook' && e.SMS_WEBHOOK_URL)
    return {
      provider: 'webhook',
      url: e.SMS_WEBHOOK_URL,
      secret: e.SMS_WEBHOOK_SECRET ?? null,
    };
  // Outside production a provider with missing credentials falls back to the console outbox.
  return { provider: 'console' };
}

/** Production refuses demo stand-ins: each entry names the variable, in Spanish / English. */
function productionProblems(env: Record<string, string | undefined>): string[] {
  const has = (name: string) => (env[name] ?? '').trim() !== '';
  const missing = (name: string, why: string) => `${name}: falta / missing — ${why}`;
  const problems: string[] = [];
  const sms = has('SMS_PROVIDER') ? env.SMS_PROVIDER?.trim() : 'console';
  if (!has('DATABASE_URL'))
    problems.push(missing('DATABASE_URL', 'la base embebida (PGlite) es solo para demo / the embedded database is demo-only'));
  if (!has('PUBLIC_ORIGIN'))
    problems.push(missing('PUBLIC_ORIGIN', 'origen público para enlaces, CORS y sockets / public origin for links, CORS and sockets'));
  if (sms === 'console')
    problems.push(
      'SMS_PROVIDER: "console" es un proveedor de demostración; usa twilio o webhook / is a demo provider; use twilio or webhook',
    );
  const required: [string, string][] = [
    ...(sms === 'twilio' ? TWILIO_VARS.map((n): [string, string] => [n, 'credencial de Twilio / Twilio credential']) : []),
    ...(sms === 'webhook' ? [['SMS_WEBHOOK_URL', 'URL del webhook de SMS / SMS webhook URL'] as [string, string]] : []),
    ['AUTH_SECRET', 'secreto compartido por las instancias (32+ caracteres) / secret shared by instances (32+ characters)'],
    ['GOOGLE_CLIENT_ID', 'inicio de sesión de sucursales con Google / branch staff Google sign-in'],
    ...VAPID_VARS.map((n): [string, string] => [n, 'notificaciones push / push notifications']),
    ['PRIVACY_NOTICE_URL', 'aviso de privacidad / privacy notice link'],
    ['TERMS_URL', 'términos y condiciones / terms and conditions link'],
  ];
  for (const [name, why] of required) if (!has(name)) problems.push(missing(name, why));
  const resendInterval = (env.SMS_RESEND_INTERVAL_S ?? '').trim();
  if (resendInterval !== '' && Number(resendInterval) < SMS_RESEND_INTERVAL_S) {
    problems.push(
      `SMS_RESEND_INTERVAL_S: al menos ${SMS_RESEND_INTERVAL_S} s en producción / at least ${SMS_RESEND_INTERVAL_S} s in production`,
    );
  }
  if (['true', '1', 'yes'].includes((env.SEED_DEMO ?? '').trim().toLowerCase())) {
    problems.push('SEED_DEMO: los datos de demostración no se cargan en producción / demo data is not loaded in production');
  }
  return problems;
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

/** S3 storage is all or nothing: half the settings would silently keep pictures on one disk. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  const set = S3_VARS.filter((n) => (env[n] ?? '').trim() !== '');
  if (set.length === 0 || set.length === S3_VARS.length) return [];
  return S3_VARS.filter((n) => !set.includes(n)).map(
    (n) => `${n}: falta / missing — el almacenamiento S3 necesita ${S3_VARS.join(', ')} / S3 storage needs all of them`,
  );
}

const TWILIO_VARS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'];
const VAPID_VARS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'];
