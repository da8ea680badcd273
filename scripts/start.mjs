#!/usr/bin/env node
// `npm start`: builds the web app once if it was never built, then runs the server (demo mode
// unless APP_MODE says otherwise). Ctrl+C / SIGTERM reach the server exactly once, so its
// graceful shutdown (finish in-flight requests, close the database) is not cut short.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forwardSignals, npmCommand } from './process-utils.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Compilando la aplicación web por primera vez (npm run build -w apps/web)…');
  const build = spawnSync(npmCommand, ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('No se pudo compilar la aplicación web; revisa los errores de arriba.');
    process.exit(build.status ?? 1);
  }
}

// `node --import tsx` is what the tsx CLI runs, minus the extra relay process.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, APP_MODE: process.env.APP_MODE || 'demo' },
  // Own process group: a terminal Ctrl+C reaches only this script, which forwards it once.
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
});
forwardSignals([server]);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
