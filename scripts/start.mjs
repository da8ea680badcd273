#!/usr/bin/env node
// `npm start`: builds the web app once if it was never built, bundles the server when its sources
// changed (scripts/build-server.mjs, about 0.3 s), then runs it with plain node (demo mode unless
// APP_MODE says otherwise). Ctrl+C / SIGTERM reach the server exactly once, so its
// graceful shutdown (finish in-flight requests, close the database) is not cut short.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isServerBuildFresh, serverBundle } from './build-server.mjs';
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

const server = spawn(process.execPath, await serverCommand(), {
  cwd: root,
  env: { ...process.env, APP_MODE: process.env.APP_MODE || 'demo' },
  // Own process group: a terminal Ctrl+C reaches only this script, which forwards it once.
  detached: true,
  stdio: ['ignore', 'inherit', 'inherit'],
});
forwardSignals([server]);
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

/**
 * The bundled server when it is current or can be built; otherwise the TypeScript sources through
 * tsx (e.g. a production install without esbuild), as `npm start` ran them before.
 */
async function serverCommand() {
  if (isServerBuildFresh()) return [serverBundle];
  try {
    console.log('Empaquetando el servidor (sus fuentes cambiaron)…');
    return [await buildServer()];
  } catch (error) {
    console.warn(
      `No se pudo empaquetar el servidor (${error instanceof Error ? error.message.split('\n')[0] : error}); se ejecuta desde las fuentes con tsx.`,
    );
    // `node --import tsx` is what the tsx CLI runs, minus the extra relay process.
    return ['--import', 'tsx', 'apps/server/src/server.ts'];
  }
}
