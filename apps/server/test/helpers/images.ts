import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/** A real photo-like JPEG (gradient and noise, with EXIF) of the given size. */
export async function jpeg(width = 1600, height = 900): Promise<Buffer> {
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg()
    .toBuffer();
  return sharp(noise)
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><rect width="50%" height="100%" fill="#0b6e4f"/></svg>`) }])
    .withMetadata({ exif: { IFD0: { Copyright: 'Foto de prueba', Artist: 'Secreto GPS' } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export const png = (width = 800, height = 600): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const webp = (width = 900, height = 900): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A tiny file that claims to be a width × height PNG: a decompression ("pixel") bomb's header. */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3); // one row of zeros; the rest would inflate from nothing
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart upload as the web sends it: fields first, then the file; token in `x-token`. */
export async function uploadTo(
  app: FastifyInstance,
  kind: string,
  token: string,
  file: Buffer | null,
  fields: Record<string, string> = {},
  fileName = 'foto.jpg',
  fileType = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file)], { type: fileType }), fileName);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return app.inject({
    method: 'POST',
    url: `/api/admin/images/upload/${kind}`,
    headers: { 'content-type': request.headers.get('content-type') ?? '', 'x-token': token },
    payload,
    remoteAddress: '10.9.8.7',
  });
}

/** Every file under a directory, relative to it, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
