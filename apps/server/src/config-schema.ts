import { z } from 'zod';
import { SMS_RESEND_INTERVAL_S } from '@mostrador/shared/constants/limits';
import { parseHostList } from './lib/host-list';

/**
 * The environment variables the server reads, each with what it does: config.ts turns them into
 * AppConfig, and `npm run docs:config` writes docs/configuration.md from this file.
 */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// `.env` files and shells often leave a variable set but empty; treat that as unset.
const opt = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.string().trim().optional());
const url = (protocols: string[]) =>
  opt.refine((v) => v === undefined || isUrl(v, protocols), {
    message: `debe ser una URL (${protocols.join(', ')})`,
  });
const int = (def: number, min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(min).max(max).default(def));
const bool = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().toLowerCase() : undefined),
  z.enum(['true', 'false', '1', '0', 'yes', 'no']).optional(),
);

export const EnvSchema = z.object({
  APP_MODE: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['demo', 'production', 'test']).default('demo'))
    .describe(
      '`demo` runs on the embedded database with demo data and stand-ins for SMS and Google; `production` refuses those stand-ins; `test` is demo on an in-memory database, for the test suites.',
    ),
  PORT: int(3000, 0, 65535).describe('The one port of the web app, the API, the pictures and the live channel.'),
  HOST: opt.describe(
    'The address to listen on. Demo listens on this machine only, as its passwords are public; set `HOST=0.0.0.0` to open it to the network.',
  ),
  DATA_DIR: opt.describe(
    'The directory of the embedded database (`DATA_DIR/pglite`), the pictures (`DATA_DIR/media`) and the demo’s generated push keys (`DATA_DIR/vapid-keys.json`). Delete it to start again from the demo data.',
  ),
  DATABASE_URL: url(['postgres:', 'postgresql:']).describe('A PostgreSQL 15+ URL; when set, the embedded database is not used.'),
  DB_POOL_MAX: int(10, 1, 500).describe('PostgreSQL connections per instance.'),
  DB_STATEMENT_TIMEOUT_MS: int(15_000, 100, 600_000).describe(
    'Statement timeout on PostgreSQL; a query past it answers 503 with a Spanish message.',
  ),
  DB_CONNECT_TIMEOUT_MS: int(5_000, 100, 120_000).describe('How long a request waits for a PostgreSQL connection.'),
  REDIS_URL: url(['redis:', 'rediss:']).describe(
    'Redis for several instances: live events reach every instance’s sockets and the rate-limit counters are shared.',
  ),
  PUBLIC_ORIGIN: url(['http:', 'https:']).describe(
    'The public origin, e.g. `https://tienda.example.mx`: absolute links (pictures’ `img_url`), CORS and the origin check of the live channel.',
  ),
  TRUST_PROXY: bool.describe(
    '`true` behind a load balancer or nginx, so the client address (rate limits, SMS limits, the trail) comes from `X-Forwarded-For`.',
  ),
  SMS_PROVIDER: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['console', 'twilio', 'webhook']).default('console'))
    .describe(
      '`console` writes codes to the log and the dev outbox (demo and test only); `twilio` sends through Twilio’s API; `webhook` POSTs to your own gateway.',
    ),
  TWILIO_ACCOUNT_SID: opt.describe('Twilio account. Outside production, a missing Twilio credential falls back to `console`.'),
  TWILIO_AUTH_TOKEN: opt.describe('Twilio auth token.'),
  TWILIO_FROM: opt.describe('The Twilio number the SMS come from.'),
  SMS_WEBHOOK_URL: url(['http:', 'https:']).describe('For `SMS_PROVIDER=webhook`: receives `POST {"to": "+52…", "message": "…"}`.'),
  SMS_WEBHOOK_SECRET: opt.describe('When set, each webhook call is signed in `X-Mostrador-Signature: sha256=<HMAC-SHA256 of the body>`.'),
  TWILIO_API_BASE: url(['http:', 'https:']).describe('Twilio API origin (the tests point it at a local fake).'),
  AUTH_SECRET: opt
    .refine((v) => v === undefined || v.length >= 32, {
      message: 'al menos 32 caracteres / at least 32 characters',
    })
    .describe('Signs the anti-bot challenges of the SMS form; every instance needs the same one.'),
  ANTIBOT_DIFFICULTY: int(16, 0, 28).describe(
    'Leading zero bits of the SMS form’s proof of work (the hidden captcha); the visible "No soy un robot" variant asks 2 more.',
  ),
  PASSWORD_HASH_THREADS: int(0, 0, 64).describe(
    'Threads hashing passwords (argon2id) at low priority; `0` means one fewer than the cores, at least 1 (decisions 007 and 013).',
  ),
  SMS_MAX_PER_IP_HOUR: int(10, 1, 100_000).describe(
    'SMS codes one client address may ask for per hour; raise it where carrier NAT puts many phones behind one address.',
  ),
  SMS_RESEND_INTERVAL_S: int(SMS_RESEND_INTERVAL_S, 1, 3_600).describe(
    'Seconds between two SMS codes for one phone. Production refuses less than 60; the end-to-end journeys use 10.',
  ),
  GOOGLE_CLIENT_ID: opt.describe('The OAuth client of the branch staff Google sign-in (Google Identity Services).'),
  GOOGLE_ALLOWED_DOMAIN: opt.describe('When set, only Google accounts of this hosted (Workspace) domain sign in.'),
  GOOGLE_JWKS_URL: url(['http:', 'https:']).describe('Where the signing keys of Google ID tokens are fetched.'),
  VAPID_PUBLIC_KEY: opt.describe('Web Push public key (`npx web-push generate-vapid-keys`).'),
  VAPID_PRIVATE_KEY: opt.describe('Web Push private key, of the same pair.'),
  VAPID_SUBJECT: opt
    .refine((v) => v === undefined || /^(mailto:|https:)/.test(v), {
      message: 'debe empezar con mailto: o https:',
    })
    .describe('Contact the push services may use, `mailto:` or `https:`.'),
  PUSH_POLL_MS: int(1_000, 10, 600_000).describe('How often the push outbox is read for due messages (other instances’ and retries).'),
  PUSH_LEASE_MS: int(60_000, 100, 3_600_000).describe('How long a claimed push stays one instance’s before another may send it.'),
  PUSH_ENDPOINT_HOSTS: opt
    .refine((v) => v === undefined || parseHostList(v) !== null, {
      message: 'hosts separados por comas',
    })
    .describe(
      'Comma-separated push services a device’s subscription may name, each with its subdomains. Every mode refuses endpoints that resolve inside the network (production allows not even loopback, and only `https`).',
    ),
  PRIVACY_NOTICE_URL: url(['http:', 'https:']).describe(
    'The "soy tu fan" loyalty programme’s privacy notice, linked from the right menu and from an order’s loyalty section.',
  ),
  TERMS_URL: url(['http:', 'https:']).describe('The loyalty programme’s terms and conditions.'),
  APP_SHORT_NAME: opt
    .refine((v) => v === undefined || [...v].length <= 12, { message: 'como mucho 12 caracteres / at most 12 characters' })
    .describe('The installed app’s name under its icon: the manifest’s `short_name` (decision 054).'),
  LOG_LEVEL: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LOG_LEVELS).optional()).describe('pino log level.'),
  RATE_LIMIT_MAX: int(300, 1, 1_000_000_000).describe('Requests per minute per client address on `/api`.'),
  CACHE_TTL_MS: int(5_000, 0, 600_000).describe(
    'How long company, theme and catalogue answers stay cached in memory; `0` turns the cache off.',
  ),
  SEARCH_INDEX_REFRESH_MS: int(1_000, 0, 600_000).describe(
    'How often, at most, search asks the database whether the catalogue changed; `0`: on every search.',
  ),
  SUBSTITUTION_ANSWER_MINUTES: int(10, 1, 24 * 60).describe(
    'How long a customer has to answer a substitute the branch offered; then the line is removed (decision 063).',
  ),
  RECALL_MINUTES: int(30, 1, 24 * 60).describe(
    'How long after «Enviar» the branch may return an order sent by mistake to «Surtiendo» (decision 064).',
  ),
  PICKUP_HOLD_DAYS: int(3, 1, 60).describe(
    'Days a pickup order waits «Listo para recoger» at its branch; then it is cancelled, its units go back and the customer is told (decision 074).',
  ),
  ESTIMATE_DELIVERY_MINUTES: int(45, 5, 24 * 60).describe(
    'The tracker’s estimate, order to door, while a branch has fewer than 5 deliveries in the last 14 days: the window runs from this to a third more (decision 077).',
  ),
  ESTIMATE_PICKUP_MINUTES: int(30, 5, 24 * 60).describe(
    'The tracker’s estimate, order to «Listo para recoger», while a branch has fewer than 5 pickups made ready in the last 14 days (decision 077).',
  ),
  RUM_SAMPLE_PERCENT: int(10, 0, 100).describe(
    'Percentage of the storefront’s Core Web Vitals beacons kept for the reports (issue 37); `0` keeps none, `100` all.',
  ),
  PRESCRIPTION_RETENTION_DAYS: int(365, 1, 3650).describe(
    'Days a prescription file is kept after its order; then the file is deleted and its row kept (decision 070).',
  ),
  BODY_LIMIT_BYTES: int(1_048_576, 1024, 100 * 1_048_576).describe(
    'Largest accepted request body (picture and catalogue uploads have their own limits).',
  ),
  HEADER_LIMIT_BYTES: int(16_384, 1024, 1_048_576).describe(
    'Largest request line and headers together (Node’s `maxHeaderSize`); over it, a 431.',
  ),
  WEB_DIST_DIR: opt.describe('The built web app to serve.'),
  SEED_DEMO: bool.describe('Load the demo data (company, branches, catalogue, accounts) into an empty database. Refused in production.'),
  S3_ENDPOINT: url(['http:', 'https:']).describe('Origin of the S3-compatible service.'),
  S3_BUCKET: opt.describe('The bucket.'),
  S3_REGION: opt.describe('Region used to sign requests.'),
  S3_ACCESS_KEY_ID: opt.describe('Access key.'),
  S3_SECRET_ACCESS_KEY: opt.describe('Secret key.'),
  METRICS_TOKEN: opt
    .refine((v) => v === undefined || /^[\x21-\x7e]{16,200}$/.test(v), {
      message: '16 a 200 caracteres visibles / 16 to 200 visible characters',
    })
    .describe('Turns on `GET /metrics` (Prometheus) for `Authorization: Bearer <token>`; without it the route does not exist.'),
});

export type Env = z.infer<typeof EnvSchema>;

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
