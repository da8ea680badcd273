// The server as plain JavaScript for `npm start`: apps/server/src bundled with esbuild into
// apps/server/dist (packages from node_modules stay imports), rebuilt only when an input changed.
// Running it with plain `node` skips tsx's loader and per-module transforms at every start
// (docs/decisions/006-server-start-and-hot-paths.md). `npm run dev` and the tests still run the
// TypeScript sources directly.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = path.join(root, 'apps/server/dist');
const entry = path.join(root, 'apps/server/src/server.ts');
/**
 * Worker-thread modules, each bundled as an entry point of its own (`<name>.mjs` beside
 * server.mjs), where lib/start-worker.ts starts them when it runs in the bundle.
 */
const WORKERS = ['apps/server/src/lib/hash-worker.ts', 'apps/server/src/db/pglite-worker-thread.ts'];
const manifestPath = path.join(outdir, 'build.json');
/** Files that shape the output without being bundled: this script, compiler and package settings. */
const SETTINGS = [
  'scripts/build-server.mjs',
  'tsconfig.base.json',
  'apps/server/tsconfig.json',
  'apps/server/package.json',
  'packages/shared/package.json',
];

export const serverBundle = path.join(outdir, 'server.mjs');

/**
 * True when apps/server/dist was built from exactly the files there now: every input (the sources
 * esbuild read, and SETTINGS) has the size and modification time it had then. Any difference,
 * newer or older (a checkout, a copy that kept old times), means a rebuild; so does a missing file.
 */
export function isServerBuildFresh() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return false;
  }
  if (!existsSync(serverBundle) || !manifest.inputs || !manifest.outputs) return false;
  if (!manifest.outputs.every((file) => existsSync(path.join(outdir, file)))) return false;
  for (const [file, stamp] of Object.entries(manifest.inputs)) {
    const now = fileStamp(file);
    if (now === null || now[0] !== stamp[0] || now[1] !== stamp[1]) return false;
  }
  return SETTINGS.every((file) => file in manifest.inputs);
}

/** Builds apps/server/dist/server.mjs (its chunks and worker entries) and records the inputs it was built from. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { server: entry, ...Object.fromEntries(WORKERS.map((file) => [path.basename(file, '.ts'), path.join(root, file)])) },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // server.ts imports the app and the demo seed lazily; splitting keeps them (and the packages
    // they import, e.g. sharp for the seed) in chunks loaded only when reached.
    splitting: true,
    // Chunks sit beside server.mjs: the import.meta.url rewrite below is relative to that folder.
    chunkNames: '[name]-[hash]',
    absWorkingDir: root,
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
    // Tells lib/start-worker.ts to start the worker entries above instead of the .ts sources.
    define: { MOSTRADOR_BUNDLED: 'true' },
    banner: { js: '// Built by scripts/build-server.mjs from apps/server/src: edit the sources, not this file.' },
    plugins: [packagesStayExternal, importMetaUrlOfSource],
  });
  const inputs = {};
  for (const file of [...Object.keys(result.metafile.inputs), ...SETTINGS]) {
    const stamp = fileStamp(file);
    if (stamp) inputs[file] = stamp;
  }
  const outputs = Object.keys(result.metafile.outputs).map((file) => path.relative(outdir, path.join(root, file)));
  removeStaleOutputs(outputs);
  writeFileSync(manifestPath, JSON.stringify({ builtAt: new Date().toISOString(), inputs, outputs }, null, 1));
  return serverBundle;
}

/** A package from node_modules stays an import (resolved at run time, as with tsx); only the
 * workspace package @mostrador/shared, which exports TypeScript sources, is bundled. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@mostrador/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * `import.meta.url` in a source file means that file's location (config.ts finds the repository
 * root with it, db/client.ts the migrations). In the bundle it is rewritten to the source file's
 * URL, computed relative to the bundle so the repository can still be moved.
 */
const importMetaUrlOfSource = {
  name: 'import-meta-url-of-source',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return { contents: text, loader: 'ts' };
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

function fileStamp(file) {
  try {
    const stat = statSync(path.resolve(root, file));
    return [stat.size, stat.mtimeMs];
  } catch {
    return null;
  }
}

/** Chunk names carry a content hash: drop those the new build no longer writes. */
function removeStaleOutputs(outputs) {
  let previous = [];
  try {
    previous = JSON.parse(readFileSync(manifestPath, 'utf8')).outputs ?? [];
  } catch {
    return;
  }
  const current = new Set(outputs);
  for (const file of previous) {
    if (!current.has(file)) rmSync(path.join(outdir, file), { force: true });
  }
}

// `node scripts/build-server.mjs` (part of `npm run build`): a deployment builds the bundle once,
// before its instances start, instead of each instance checking at start.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`servidor empaquetado: ${path.relative(root, await buildServer())}`);
}
