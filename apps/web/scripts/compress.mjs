#!/usr/bin/env node
// Writes `<file>.br` and `<file>.gz` beside every text asset of the build (js, css, html, svg,
// json, webmanifest), so the server can send them as they are (@fastify/static `preCompressed`)
// instead of compressing on every request. Runs after `vite build` (npm run build -w apps/web).
// A variant that would not be smaller than its file is not written: the server then falls back
// to the next encoding the browser accepts, or to the file itself.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest)$/;

const dist = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dist/ssr/ is the server render's code (decision 073): read from disk, never sent.
    if (entry.isDirectory()) {
      if (full !== path.join(dist, 'ssr')) yield* files(full);
    } else if (TEXT.test(entry.name)) yield full;
  }
}

async function compress(file) {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { raw: data.length, br: data.length, gz: data.length };
  for (const [ext, body] of [
    ['br', br],
    ['gz', gzipped],
  ]) {
    const target = `${file}.${ext}`;
    if (body.length < data.length) {
      await writeFile(target, body);
      written[ext] = body.length;
    } else {
      await rm(target, { force: true });
    }
  }
  return written;
}

const started = performance.now();
try {
  if (!(await stat(dist)).isDirectory()) throw new Error('not a directory');
} catch {
  console.error(`compress: no build at ${dist}; run vite build first`);
  process.exit(1);
}
const list = [];
for await (const file of files(dist)) list.push(file);
const results = await Promise.all(list.map(compress));
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `compress: ${list.length} files, ${kb(sum('raw'))} → brotli ${kb(sum('br'))}, gzip ${kb(sum('gz'))} ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
