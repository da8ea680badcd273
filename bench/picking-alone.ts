// The picking parts without the rest of `npm run bench`, on a server started from the sources
// (tsx) with a web build of one's own: `WEB_DIST_DIR=/tmp/x-dist npx tsx bench/picking-alone.ts
// --only pick-scan,pick-page --app-port 3440` (a checkout shared with others, where
// apps/web/dist is not to be built). DATABASE_URL as for `npm run bench`.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runPickingParts } from './picking';
import { startAndWait, stop } from './processes';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    only: { type: 'string', default: 'pick-scan,pick-page' },
    'app-port': { type: 'string', default: '3301' },
  },
});
const app = `http://127.0.0.1:${values['app-port']}`;
const env = {
  PORT: values['app-port'],
  HOST: '127.0.0.1',
  APP_MODE: 'demo',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'mostrador-pick-bench-')),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000000',
};
const server = await startAndWait('npx', ['tsx', 'apps/server/src/server.ts'], env, `${app}/api/ready`);
try {
  const only = values.only;
  const report = await runPickingParts({
    want: (part) => only.split(',').includes(part),
    only,
    app,
    rounds: Number(values.rounds),
    seconds: Number(values.seconds),
  });
  console.log(JSON.stringify({ date: new Date().toISOString(), ...report }, null, 2));
} finally {
  await stop(server.child);
}
