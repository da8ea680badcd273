#!/usr/bin/env node
// `npm run dev`: the API with `tsx watch` (restarts on change) on :3000 and the Vite dev server
// on :5173, which proxies /api, /media and /socket.io to the API (apps/web/vite.config.ts).
// When either stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forwardSignals } from './process-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = { cwd: root, detached: true, stdio: ['ignore', 'inherit', 'inherit'] };

const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
  ...options,
  env: { ...process.env, APP_MODE: process.env.APP_MODE || 'demo' },
});
// Vite itself rather than `npm run dev -w apps/web`: npm does not pass the stop signal on.
const web = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', '5173', '--strictPort'], {
  ...options,
  cwd: path.join(root, 'apps/web'),
});

const children = [server, web];
forwardSignals(children);
let exitCode = 0;
for (const child of children) {
  child.on('exit', (code) => {
    exitCode ||= code ?? 0;
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
