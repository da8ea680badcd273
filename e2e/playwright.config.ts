import { defineConfig, devices } from '@playwright/test';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// A fresh data directory per run: the server seeds the demo data into it at start.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mostrador-e2e-'));
// The server serves a copy of the build (made once, inherited by the workers through the
// environment), so pwa.spec.ts can "deploy" a new build without touching apps/web/dist.
process.env.E2E_WEB_DIST ??= copyBuild();

function copyBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mostrador-e2e-web-'));
  cpSync(fileURLToPath(new URL('../apps/web/dist', import.meta.url)), dir, { recursive: true });
  return dir;
}

// Debian's Chromium, never a downloaded browser; the flags keep it off the closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two at a time; E2E_WORKERS=1 for one (both measured in docs/performance.md, "Test suite").
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // No retries, in CI either: a journey that fails once is a bug to find (issue 29).
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    // Off: a trace's screencast keeps Chromium's compositor encoding frames in every journey
    // (a third of their CPU, decision 051). E2E_TRACE=retain-on-failure while debugging.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    launchOptions: chromium,
  },
  // Every journey runs on a desktop; those whose layout differs on a phone (menus, cart drawer,
  // checkout, monitor, back-office tables, accessibility) are tagged '@phone' and run there too.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], launchOptions: chromium } },
  ],
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Every journey comes from 127.0.0.1: the per-address SMS cap is raised, and the anti-bot
    // work lowered to 12 bits so the journeys spend their time on the product, not on hashing.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_MODE: 'demo',
      DATA_DIR,
      WEB_DIST_DIR: process.env.E2E_WEB_DIST,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      SMS_MAX_PER_IP_HOUR: '1000',
      ANTIBOT_DIFFICULTY: '12',
      // Two codes for one phone 10 s apart instead of the 60 s in docs/product.md#constants-and-limits (production refuses less than 60).
      SMS_RESEND_INTERVAL_S: '10',
    },
  },
});
