import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { HomeSectionsResponse } from '@mostrador/shared/schemas/catalogue';
import { build } from 'esbuild';

export interface FloorPage {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Builds bench/floor-page (minified, production React) and serves it on `port` with gzip, the
 * home's 24 products from the app at `appOrigin` inlined into its HTML. Like the storefront, the
 * HTML paints a heading before any script runs, so Lighthouse's TBT window opens as early.
 */
export async function startFloorPage(appOrigin: string, port: number): Promise<FloorPage> {
  const bundle = await build({
    entryPoints: [new URL('./floor-page/floor-page.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    // The production builds of React Router and React, as the web build (Vite) picks them.
    conditions: ['production'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
  });
  const script = gzipSync(bundle.outputFiles[0]!.contents);
  const home = (await (await fetch(`${appOrigin}/api/catalogue/home`)).json()) as HomeSectionsResponse;
  const data = JSON.stringify({ title: 'Farmacia', products: [...home.promotions, ...home.featured] }).replaceAll('<', '\\u003c');
  const html = gzipSync(
    `<!doctype html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="description" content="Piso de Lighthouse"><title>Piso</title>` +
      `<script type="module" src="/floor.js"></script></head><body><div id="root"><h1>Farmacia</h1></div>` +
      `<script type="application/json" id="floor-data">${data}</script></body></html>`,
  );
  const server = createServer((req, res) => {
    const isScript = req.url === '/floor.js';
    res.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    res.end(isScript ? script : html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
