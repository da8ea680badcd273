// Issue 34's speed target: a 12-megapixel phone photo of a prescription is checked, re-encoded
// (WebP, long side 2400 px), stripped of its metadata (EXIF GPS) and stored privately in ≤ 1.5 s.
// Runs the server's own code in this process: cleanPrescription, then the private local storage.
// npx tsx bench/prescription-upload.ts [rounds]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { cleanPrescription } from '../apps/server/src/modules/prescriptions/sanitize';
import { createPrescriptionStorage, newStorageKey } from '../apps/server/src/modules/prescriptions/storage';

const TARGET_MS = 1500;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A phone-like 4000 × 3000 JPEG: noise (paper grain), dark "handwriting" strokes, GPS EXIF, taken sideways. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const paper = await sharp({
    create: { width: w, height: h, channels: 3, background: '#eee', noise: { type: 'gaussian', mean: 215, sigma: 28 } },
  })
    .png()
    .toBuffer();
  const lines = Array.from(
    { length: 40 },
    (_, i) => `<path d="M300 ${200 + i * 65} q 400 -30 800 0 t 800 0 t 800 0" stroke="#123" stroke-width="7" fill="none"/>`,
  );
  return sharp(paper)
    .composite([{ input: Buffer.from(`<svg width="${w}" height="${h}">${lines.join('')}</svg>`) }])
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 40/1 1234/100' } } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

async function main() {
  const rounds = Number(process.argv[2] ?? 9);
  const photo = await phonePhoto();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rx-bench-'));
  const storage = createPrescriptionStorage({ dataDir, s3: null });
  try {
    await cleanPrescription(photo); // warm-up: libvips loads its codecs
    const ms: number[] = [];
    let out = { bytes: 0, exif: false, width: 0, height: 0 };
    for (let i = 0; i < rounds; i++) {
      const start = performance.now();
      const clean = await cleanPrescription(photo);
      await storage.put(newStorageKey(clean.contentType), clean.data, clean.contentType);
      ms.push(performance.now() - start);
      const meta = await sharp(clean.data).metadata();
      out = { bytes: clean.data.length, exif: meta.exif !== undefined, width: meta.width!, height: meta.height! };
    }
    const m = median(ms);
    console.table({
      input: { value: `${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, 4000 × 3000, EXIF GPS` },
      stored: { value: `${(out.bytes / 1024).toFixed(0)} KB WebP ${out.width} × ${out.height}, EXIF: ${out.exif ? 'yes' : 'none'}` },
      rounds: { value: rounds },
      'median ms': { value: Math.round(m) },
      'max ms': { value: Math.round(Math.max(...ms)) },
      target: { value: `≤ ${TARGET_MS} ms: ${m <= TARGET_MS ? 'met' : 'MISSED'}` },
    });
    if (m > TARGET_MS || out.exif) process.exitCode = 1;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
