// `npm test`: every check, in the order that fails fastest, with each step's seconds in a table
// at the end (also on failure), so every CI log shows where the time goes (issue 29).
// Types and lint run side by side: each is one busy core, and the machine has two.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { npmCommand } from './process-utils.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Fails before anything else on a machine without the browser the journeys need. */
function requireChromium() {
  try {
    accessSync(CHROMIUM, constants.X_OK);
  } catch {
    console.error(
      `npm test needs Chromium at ${CHROMIUM}: install it with "apt-get install chromium" (Debian), or set CHROMIUM_PATH to one.`,
    );
    process.exit(1);
  }
}

const run = (args) =>
  new Promise((resolve) => {
    const child = spawn(npmCommand, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const vitest = (project) => ['exec', '--', 'vitest', 'run', '--project', project];

/** Each step is one or more npm commands run side by side; a step fails if any of them does. */
const STEPS = [
  {
    name: 'typecheck + lint',
    commands: [
      ['run', 'typecheck'],
      ['run', 'lint'],
    ],
  },
  { name: 'vitest shared + web', commands: [[...vitest('shared'), '--project', 'web']] },
  { name: 'vitest server', commands: [vitest('server')] },
  { name: 'vitest server-serial', commands: [vitest('server-serial')] },
  { name: 'build (web)', commands: [['run', 'build:web']] },
  { name: 'playwright', commands: [['run', 'test:journeys']] },
];

const timings = [];
if (process.env.CI_INSTALL_SECONDS) timings.push(['install (.ci/run)', Number(process.env.CI_INSTALL_SECONDS), 'ok']);

function printTable() {
  const rows = timings.map(
    ([name, seconds, outcome]) => `| ${name.padEnd(22)} | ${String(Math.round(seconds)).padStart(7)} | ${outcome.padEnd(6)} |`,
  );
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(
    ['', '| step                   | seconds | result |', '| ---------------------- | ------: | ------ |', ...rows]
      .concat(`| ${'total'.padEnd(22)} | ${String(Math.round(total)).padStart(7)} |        |`)
      .join('\n'),
  );
}

requireChromium();
let failed = false;
for (const step of STEPS) {
  const started = performance.now();
  const codes = await Promise.all(step.commands.map(run));
  failed = codes.some((code) => code !== 0);
  timings.push([step.name, (performance.now() - started) / 1000, failed ? 'FAILED' : 'ok']);
  if (failed) break;
}
printTable();
process.exit(failed ? 1 : 0);
