// Issue 20's image pipeline: a 12-megapixel JPEG to its WebP sizes (in this process, the same
// code the server runs), AVIF beside WebP for the same picture, and 10 uploads at once to the
// running app while its resident memory is read from /metrics every 50 ms.
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { SLOT_SIZES, type ImageSlot } from '../packages/shared/src/schemas/images-views';
import { processImage } from '../apps/server/src/modules/images/pipeline';

const ADMIN = { PHONE: '3300000001', PASSWORD: 'Admin#2026' };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (x: number, d = 0) => Math.round(x * 10 ** d) / 10 ** d;

/** A camera-like 4000 × 3000 JPEG: noise (so it does not compress to nothing) under a few shapes. */
export async function twelveMegapixelJpeg(seed = 0): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const noise = await sharp({
    create: { width: w, height: h, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120 + seed, sigma: 30 } },
  })
    .png()
    .toBuffer();
  const shapes = `<svg width="${w}" height="${h}"><circle cx="${1500 + seed * 10}" cy="1400" r="900" fill="#2a7" opacity=".7"/><rect x="2400" y="300" width="1200" height="2200" fill="#c35" opacity=".6"/></svg>`;
  return sharp(noise)
    .composite([{ input: Buffer.from(shapes) }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function pipelineTimes(jpeg: Buffer, rounds: number) {
  const slots: ImageSlot[] = ['BANNER_TOP_XL', 'PRODUCT', 'BACKGROUND'];
  const rows: Record<string, unknown> = {};
  await processImage(jpeg, 'PRODUCT'); // warm-up (libvips loads its codecs)
  for (const slot of slots) {
    const ms: number[] = [];
    let bytes = 0;
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const out = await processImage(jpeg, slot);
      ms.push(performance.now() - start);
      bytes = out.renditions.reduce((n, r) => n + r.data.length, 0);
    }
    rows[slot] = {
      sizes: SLOT_SIZES[slot].map((s) => `${s.width}x${s.height}`).join(' + '),
      medianMs: round(median(ms)),
      maxMs: round(Math.max(...ms)),
      kb: round(bytes / 1024, 1),
    };
  }
  return rows;
}

/** The same 1920-wide background as WebP (what we ship) and AVIF (what we would add). */
async function avifVersusWebp(jpeg: Buffer) {
  const base = sharp(jpeg).resize({ width: 1920, height: 1080, fit: 'inside' });
  const time = async (encode: () => Promise<Buffer>) => {
    const start = performance.now();
    const out = await encode();
    return { ms: round(performance.now() - start), kb: round(out.length / 1024, 1) };
  };
  return {
    webp: await time(() => base.clone().webp({ quality: 80, effort: 4 }).toBuffer()),
    avif: await time(() => base.clone().avif({ quality: 50, effort: 4 }).toBuffer()),
  };
}

async function residentMb(origin: string, token: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes'));
  return line ? Number(line.split(' ')[1]) / 1024 / 1024 : NaN;
}

async function concurrentUploads(origin: string, metricsToken: string, jpegs: Buffer[]) {
  const login = (await (
    await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
  ).json()) as { token: string };
  const before = await residentMb(origin, metricsToken);
  let peak = before;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      peak = Math.max(peak, await residentMb(origin, metricsToken));
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const start = performance.now();
  const answers = await Promise.all(
    jpegs.map(async (jpeg) => {
      const form = new FormData();
      form.append('FOLDER', 'bench');
      form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'foto.jpg');
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/admin/images/upload/background`, {
        method: 'POST',
        headers: { 'x-token': login.token },
        body: form,
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    }),
  );
  const wallMs = performance.now() - start;
  polling = false;
  await poll;
  return {
    uploads: jpegs.length,
    statuses: [...new Set(answers.map((a) => a.status))],
    wallMs: round(wallMs),
    slowestMs: round(Math.max(...answers.map((a) => a.ms))),
    rssBeforeMb: round(before),
    rssPeakMb: round(peak),
  };
}

export async function measureImages(origin: string, metricsToken: string, rounds: number) {
  const jpeg = await twelveMegapixelJpeg();
  const pipeline = await pipelineTimes(jpeg, Math.max(3, rounds));
  const formats = await avifVersusWebp(jpeg);
  const jpegs = await Promise.all(Array.from({ length: 10 }, (_, i) => twelveMegapixelJpeg(i + 1)));
  const uploads = await concurrentUploads(origin, metricsToken, jpegs);
  return { jpegKb: round(jpeg.length / 1024), pipeline, formats, uploads };
}
