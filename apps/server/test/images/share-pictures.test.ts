import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/lib/messages';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { seedSmallDataset } from '../helpers/dataset';
import { buildProduct } from '../helpers/factories';
import { engines } from '../helpers/test-database';

// Issue 36: a shared product shows its picture at 1200 px (decision 082). The card is made the
// first time a preview asks for it, stored with the other copies, and served from there after.

const ORIGIN = 'https://farmacia.example.mx';
const INDEX_HTML = `<!doctype html><html lang="es-MX"><head><title>Mostrador</title><!--boot-data--></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const BLUE = '#336699';
const picture = (width: number, height: number, background = BLUE) =>
  sharp({ create: { width, height, channels: 3, background } })
    .webp()
    .toBuffer();

const COLOURS = { white: [255, 255, 255], blue: [0x33, 0x66, 0x99] };

/** The name of the colour at (x, y) of a decoded picture, within JPEG's error; 'other' for any else. */
async function colourAt(bytes: Buffer, x: number, y: number): Promise<string> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const pixel = [...data.subarray(at, at + 3)];
  const near = ([, rgb]: [string, number[]]) => pixel.every((c, i) => Math.abs(c - rgb[i]!) <= 8);
  return Object.entries(COLOURS).find(near)?.[0] ?? 'other';
}

describe.each(engines)('share cards for link previews on %s', (engine) => {
  let t: TestApp;
  let webDist: string;
  const made: string[] = [];
  const get = (url: string) => t.app.inject({ url });
  const stored = (key: string) => path.join(t.config.mediaDir, key);
  const putPicture = async (key: string, bytes: Buffer) => {
    await mkdir(path.dirname(stored(key)), { recursive: true });
    await writeFile(stored(key), bytes);
  };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-share-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n')) {
          const entry = line ? (JSON.parse(line) as { msg?: string; key?: string }) : null;
          if (entry?.msg === 'share card made') made.push(entry.key!);
        }
        done();
      },
    });
    t = await buildTestApp({
      engine,
      seed: seedSmallDataset,
      env: { WEB_DIST_DIR: webDist, PUBLIC_ORIGIN: ORIGIN },
      loggerInstance: pino({ level: 'info' }, sink),
    });
    for (const sku of ['SHARE-1', 'SHARE-2']) {
      await buildProduct(t.db, { sku, name: `Ibuprofeno ${sku}`, images: [`products/${sku}.w320-480-600.webp`] });
      await putPicture(`products/${sku}.w320-480-600.webp`, await picture(600, 600));
    }
  });
  afterAll(async () => {
    await t?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("the product page names its 1200 × 630 card for Open Graph and X's large card", async () => {
    const html = (await get('/product_view/SHARE-1')).body;
    const card = `${ORIGIN}/media/share/products/SHARE-1.w320-480-600.jpg`;
    expect(metaOf(html, 'og:image')).toBe(card);
    expect(metaOf(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:image:alt')).toBe('Ibuprofeno SHARE-1');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(card);
  });

  it('the card is a 1200 × 630 JPEG, the picture centred at its own size on white, kept in storage', async () => {
    const res = await get('/media/share/products/SHARE-1.w320-480-600.jpg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    // 600 px wide in the middle (300 … 900), not enlarged: white beside it, the picture's blue within.
    const colours = await Promise.all([280, 320, 880, 920].map(async (x) => [x, await colourAt(res.rawPayload, x, 315)]));
    expect(colours).toEqual([
      [280, 'white'],
      [320, 'blue'],
      [880, 'blue'],
      [920, 'white'],
    ]);
    expect(await readFile(stored('share/products/SHARE-1.w320-480-600.jpg'))).toEqual(res.rawPayload);
    expect(made).toEqual(['share/products/SHARE-1.w320-480-600.jpg']);
  });

  it('a second request is answered from storage, not made again', async () => {
    const key = 'share/products/SHARE-1.w320-480-600.jpg';
    // Whatever storage holds under the card's name is what is sent.
    const marker = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#ff0000' } })
      .jpeg()
      .toBuffer();
    await writeFile(stored(key), marker);
    const res = await get(`/media/${key}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(marker);
    expect(made.filter((k) => k === key)).toHaveLength(1);
  });

  it('two first requests at once both get the card, and it is made once', async () => {
    const key = 'share/products/SHARE-2.w320-480-600.jpg';
    const [one, two] = await Promise.all([get(`/media/${key}`), get(`/media/${key}`)]);
    for (const res of [one, two]) {
      expect(res.statusCode).toBe(200);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    }
    expect(two.rawPayload).toEqual(one.rawPayload);
    expect(made.filter((k) => k === key)).toHaveLength(1);
    expect((await stat(stored(key))).size).toBe(one.rawPayload.length);
  });

  it("pages without a product picture share the logo's card", async () => {
    await putPicture('company/logo.webp', await picture(1024, 300, '#0b6e4f'));
    for (const url of ['/', '/branches', '/categories/DEPARTAMENTO/nada']) {
      const html = (await get(url)).body;
      expect(metaOf(html, 'og:image'), url).toBe(`${ORIGIN}/media/share/company/logo.jpg`);
      expect(metaOf(html, 'og:image:width'), url).toBe('1200');
      expect(metaOf(html, 'og:image:height'), url).toBe('630');
    }
    const res = await get('/media/share/company/logo.jpg');
    expect(res.statusCode).toBe(200);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('no card for an unknown, foreign or damaged picture, nor for a name that leaves its folder: 404 in the house shape', async () => {
    await putPicture('products/BROKEN.w320-480-600.webp', Buffer.from('RIFF....WEBPVP8 no es una imagen'));
    await putPicture('banners/BANNER_TOP_LG/b.webp', await picture(1280, 300));
    const urls = [
      '/media/share/products/NADA.w320-480-600.jpg',
      '/media/share/products/BROKEN.w320-480-600.jpg',
      '/media/share/banners/BANNER_TOP_LG/b.jpg',
      '/media/share/products/SHARE-1.w320-480-600.png',
      '/media/share/..%2f..%2fetc/passwd',
      '/media/share/products/..%2f..%2f..%2fetc%2fpasswd.jpg',
      '/media/share/private/prescriptions/x.jpg',
      `/media/share/products/${'A'.repeat(4000)}.jpg`,
      '/media/share/',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ ok: false, errors: MESSAGES.notFound });
    }
    expect(made.some((k) => /NADA|BROKEN|banners/.test(k))).toBe(false);
  });
});
