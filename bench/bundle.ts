import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';

/** The JavaScript a browser loads before the home route renders: the entry script plus its
 *  modulepreload links in index.html (lazy route chunks are not included). */
export function measureHomeBundle(): { initialJsGzipKb: number; files: { file: string; gzipKb: number }[]; totalJsGzipKb: number } {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(readFileSync(join(DIST, file))).length / 1024;
  const files = [...new Set(refs)].map((file) => ({ file, gzipKb: round(gz(file)) }));
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    initialJsGzipKb: round(files.reduce((a, f) => a + f.gzipKb, 0)),
    files,
    totalJsGzipKb: round(all.reduce((a, f) => a + gz(join('assets', f)), 0)),
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
