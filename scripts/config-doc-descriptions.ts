// What each environment variable of apps/server/src/config.ts does, in the words of
// docs/configuration.md (scripts/config-doc.ts writes it). Keyed by variable name; a variable the
// schema lacks, or a schema variable missing here, fails apps/server/test/config-doc.test.ts.
// `default` only where the schema has none and loadConfig computes one. What a variable does is its
// `.describe()` in config-schema.ts; `text` here only for an entry that has none.

export type GroupId = 'serving' | 'database' | 'sign-in' | 'sms' | 'google' | 'push' | 'pictures' | 'limits' | 'operations';

export type Description = { group: GroupId; text?: string; default?: string };

export const GROUPS: { id: GroupId; title: string; intro: string }[] = [
  {
    id: 'serving',
    title: 'Mode and serving',
    intro: 'One process serves the web app, the API (`/api`), the pictures (`/media`) and the live channel (`/socket.io/`) on one port.',
  },
  {
    id: 'database',
    title: 'Database and instances',
    intro: [
      'Without `DATABASE_URL` the server keeps an embedded PostgreSQL (PGlite) under `DATA_DIR`. On PostgreSQL, and with several',
      'instances (the same PostgreSQL, Redis and `AUTH_SECRET` for all, a load balancer such as nginx in front;',
      '[deployment.md](deployment.md) sets it up for production):',
      '',
      '```sh',
      'createdb mostrador && DATABASE_URL=postgres://postgres@127.0.0.1:5432/mostrador npm start',
      '# several instances: the same PostgreSQL, Redis and AUTH_SECRET, a load balancer (nginx) in front',
      'export DATABASE_URL=postgres://postgres@127.0.0.1:5432/mostrador REDIS_URL=redis://127.0.0.1:6379',
      'export AUTH_SECRET=$(openssl rand -hex 32) TRUST_PROXY=true',
      'PORT=3001 npm start & PORT=3002 npm start &',
      '```',
      '',
      'Migrations run at every start under an advisory lock, so instances may start together. With `REDIS_URL` live events',
      'reach every instance’s sockets and the rate-limit counters are shared. Backups, restores and moving the embedded',
      'database to PostgreSQL (`npm run migrate:to-postgres`): [operations.md](operations.md).',
    ].join('\n'),
  },
  {
    id: 'sign-in',
    title: 'Sign-in and its defences',
    intro:
      'Customers sign in with phone and password; the phone is proven by an SMS code ([product.md](product.md#sign-in-and-phone-verification)).',
  },
  {
    id: 'sms',
    title: 'SMS provider',
    intro: 'Where the six-digit codes go. In demo and test modes, `console` also keeps them for `GET /api/dev/sms-outbox?PHONE=<phone>`.',
  },
  {
    id: 'google',
    title: 'Branch staff Google sign-in',
    intro:
      'After the phone sign-in, branch staff sign in with Google to open their branch ([product.md](product.md#branch-staff-sign-in)). Outside production, without `GOOGLE_JWKS_URL`, a local stand-in signs the ID tokens and the page lists the demo staff e-mails instead of Google’s button.',
  },
  {
    id: 'push',
    title: 'Push notifications',
    intro: 'Web Push to customers’ and staff devices through a transactional outbox (decision 027).',
  },
  {
    id: 'pictures',
    title: 'Pictures',
    intro:
      'Uploaded pictures live under `DATA_DIR/media` unless an S3-compatible bucket is configured (decision 033). The bucket is all or nothing: setting only some of `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` stops the start, naming the missing ones.',
  },
  { id: 'limits', title: 'Limits and caches', intro: 'Per instance; the defaults suit the demo and a small chain.' },
  { id: 'operations', title: 'Logs and metrics', intro: 'What the process reports ([deployment.md](deployment.md#metrics)).' },
];

export const DESCRIPTIONS: Record<string, Description> = {
  APP_MODE: {
    group: 'serving',
  },
  PORT: { group: 'serving' },
  HOST: {
    group: 'serving',
    default: '`127.0.0.1` in demo and test, `0.0.0.0` in production',
  },
  PUBLIC_ORIGIN: {
    group: 'serving',
  },
  TRUST_PROXY: {
    group: 'serving',
    default: '`false`',
  },
  WEB_DIST_DIR: { group: 'serving', default: '`apps/web/dist` in the repository' },
  SEED_DEMO: {
    group: 'serving',
    default: '`true` in demo, `false` in test and production',
  },
  PRIVACY_NOTICE_URL: {
    group: 'serving',
    default: 'a demo page on `soytufan.example.mx`',
  },
  TERMS_URL: {
    group: 'serving',
    default: 'a demo page on `soytufan.example.mx`',
  },
  APP_SHORT_NAME: { group: 'serving', default: 'made from the company’s name ("Farmacias Mostrador" → "Mostrador")' },
  DATA_DIR: {
    group: 'database',
    default: '`./data`, from the directory the server starts in',
  },
  DATABASE_URL: { group: 'database' },
  DB_POOL_MAX: { group: 'database' },
  DB_STATEMENT_TIMEOUT_MS: {
    group: 'database',
  },
  DB_CONNECT_TIMEOUT_MS: { group: 'database' },
  REDIS_URL: {
    group: 'database',
  },
  AUTH_SECRET: {
    group: 'sign-in',
    default: 'random per process',
  },
  ANTIBOT_DIFFICULTY: {
    group: 'sign-in',
  },
  SMS_MAX_PER_IP_HOUR: {
    group: 'sign-in',
  },
  SMS_RESEND_INTERVAL_S: {
    group: 'sign-in',
  },
  PASSWORD_HASH_THREADS: {
    group: 'sign-in',
  },
  SMS_PROVIDER: {
    group: 'sms',
  },
  TWILIO_ACCOUNT_SID: {
    group: 'sms',
  },
  TWILIO_AUTH_TOKEN: { group: 'sms' },
  TWILIO_FROM: { group: 'sms' },
  TWILIO_API_BASE: {
    group: 'sms',
    default: '`https://api.twilio.com`',
  },
  SMS_WEBHOOK_URL: {
    group: 'sms',
  },
  SMS_WEBHOOK_SECRET: {
    group: 'sms',
  },
  GOOGLE_CLIENT_ID: { group: 'google' },
  GOOGLE_ALLOWED_DOMAIN: {
    group: 'google',
  },
  GOOGLE_JWKS_URL: {
    group: 'google',
    default: 'Google’s keys in production; the local stand-in otherwise',
  },
  VAPID_PUBLIC_KEY: {
    group: 'push',
    default: 'demo: a pair generated once into `DATA_DIR/vapid-keys.json`',
  },
  VAPID_PRIVATE_KEY: { group: 'push', default: 'as `VAPID_PUBLIC_KEY`' },
  VAPID_SUBJECT: {
    group: 'push',
    default: '`mailto:soporte@demo.mostrador.mx`',
  },
  PUSH_POLL_MS: { group: 'push' },
  PUSH_LEASE_MS: { group: 'push' },
  PUSH_ENDPOINT_HOSTS: {
    group: 'push',
    default: 'production: FCM, Mozilla, Apple and Windows push services; demo and test: any',
  },
  S3_ENDPOINT: { group: 'pictures' },
  S3_BUCKET: { group: 'pictures' },
  S3_REGION: { group: 'pictures', default: '`us-east-1`' },
  S3_ACCESS_KEY_ID: { group: 'pictures' },
  S3_SECRET_ACCESS_KEY: { group: 'pictures' },
  RATE_LIMIT_MAX: { group: 'limits' },
  BODY_LIMIT_BYTES: { group: 'limits' },
  HEADER_LIMIT_BYTES: {
    group: 'limits',
  },
  CACHE_TTL_MS: {
    group: 'limits',
  },
  SEARCH_INDEX_REFRESH_MS: {
    group: 'limits',
  },
  SUBSTITUTION_ANSWER_MINUTES: {
    group: 'limits',
  },
  RECALL_MINUTES: { group: 'limits' },
  PICKUP_HOLD_DAYS: { group: 'limits' },
  ESTIMATE_DELIVERY_MINUTES: { group: 'limits' },
  ESTIMATE_PICKUP_MINUTES: { group: 'limits' },
  RUM_SAMPLE_PERCENT: { group: 'limits' },
  PRESCRIPTION_RETENTION_DAYS: { group: 'limits' },
  LOG_LEVEL: { group: 'operations', default: '`info` (`silent` in test)' },
  METRICS_TOKEN: {
    group: 'operations',
  },
};

/** Read by the test and benchmark tools, not by the server: written as is. */
export const TOOL_VARIABLES = {
  intro: 'Not read by the server; `npm test` and the tools read them.',
  variables: [
    ['CHROMIUM_PATH', 'the Chromium the end-to-end journeys drive (default `/usr/bin/chromium`, Debian’s `apt-get install chromium`).'],
    ['TEST_DATABASE_URL', 'runs the server suite again on PostgreSQL, each run on a fresh database created through this URL.'],
    ['REDIS_URL', 'in the test environment, adds the Redis tests (nginx on the machine adds the deployment tests).'],
    ['VITEST_MAX_WORKERS', 'Vitest workers (default 3); `E2E_WORKERS`: Playwright workers (default 2); decision 051.'],
    ['CATALOGUE_IMPORT_AS', 'the phone of the account `npm run catalogue:import` applies a file as, instead of `--as`.'],
  ] as [string, string][],
};
