import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { prescriptions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { signedInCustomer } from '../helpers/customers';
import { filesUnder, pngBomb } from '../helpers/images';
import { uploadPrescription } from '../helpers/prescriptions';
import { seedPrescriptions } from './setup';

const pdf = (body: string) =>
  Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${body}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');
const flateStream = (content: string) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n2 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
    deflateSync(Buffer.from(content, 'latin1')),
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);

/** A phone photo with GPS and camera EXIF, taken sideways (orientation 6: the stored picture stands up). */
const gpsPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#ddeeff' } })
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Make: 'Telefono', Model: 'Secreto' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 40/1 1234/100' } },
    })
    .jpeg()
    .toBuffer();

/** The start of an iPhone photo: an ISO-BMFF `ftyp` box of brand heic, then HEVC data this build cannot read. */
const iphoneHeic = () =>
  Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(4096, 7)]);

describe('prescriptions: hostile uploads (issue 34)', () => {
  let t: TestApp;
  let token: string;
  const privateDir = () => path.join(t.dataDir, 'private', 'prescriptions');

  beforeAll(async () => {
    t = await buildTestApp({ seed: seedPrescriptions });
    token = (await signedInCustomer(t.db)).token;
  });
  afterAll(() => t.close());

  it('re-encodes a photo to WebP without EXIF (no GPS), upright, privately, under a random key', async () => {
    const original = await gpsPhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadPrescription(t.app, token, original);
    expect(res.statusCode).toBe(200);
    const { ID, CONTENT_TYPE, BYTES } = res.json<{ PRESCRIPTION: { ID: number; CONTENT_TYPE: string; BYTES: number } }>().PRESCRIPTION;
    expect(CONTENT_TYPE).toBe('image/webp');
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, ID));
    expect(row!.storageKey).toMatch(/^\d{4}-\d{2}\/[0-9a-f]{40}\.webp$/);
    const stored = await readFile(path.join(privateDir(), row!.storageKey));
    expect(stored.length).toBe(BYTES);
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, exif: meta.exif, xmp: meta.xmp, icc: meta.icc, w: meta.width, h: meta.height }).toEqual({
      format: 'webp',
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      w: 300,
      h: 400,
    });
    expect(stored.includes(Buffer.from('Secreto'))).toBe(false);
    expect(await filesUnder(t.config.mediaDir)).toEqual([]);
    // Not reachable as media either.
    expect((await t.app.inject({ method: 'GET', url: `/media/../private/prescriptions/${row!.storageKey}` })).statusCode).toBe(404);
  });

  it('reads a HEIF photo coded with AV1 and stores it as WebP', async () => {
    const heif = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffeedd' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    const res = await uploadPrescription(t.app, token, heif, 'receta.heif', 'image/heif');
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, res.json<{ PRESCRIPTION: { ID: number } }>().PRESCRIPTION.ID));
    expect(row?.contentType).toBe('image/webp');
  });

  it('caps a large photo’s long side at 2400 px', async () => {
    const big = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const res = await uploadPrescription(t.app, token, big);
    const [row] = await t.db
      .select()
      .from(prescriptions)
      .where(eq(prescriptions.id, res.json<{ PRESCRIPTION: { ID: number } }>().PRESCRIPTION.ID));
    const meta = await sharp(await readFile(path.join(privateDir(), row!.storageKey))).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 1800]);
  });

  it('keeps a clean PDF as sent', async () => {
    const file = pdf('3 0 obj\n<< /Type /Page >>\nendobj');
    const res = await uploadPrescription(t.app, token, file, 'receta.pdf', 'application/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ PRESCRIPTION: { CONTENT_TYPE: string; BYTES: number } }>().PRESCRIPTION).toMatchObject({
      CONTENT_TYPE: 'application/pdf',
      BYTES: file.length,
    });
  });

  it('refuses hostile files in Spanish, storing nothing', async () => {
    const before = await filesUnder(privateDir());
    const cases: [string, Buffer, string, string, number, string][] = [
      ['script', pdf('4 0 obj\n<< /S /JavaScript /JS (app.alert(1)) >>\nendobj'), 'r.pdf', 'application/pdf', 422, 'El PDF lleva código'],
      ['escaped', pdf('4 0 obj\n<< /OpenAction << /S /J#61vaScript >> >>\nendobj'), 'r.pdf', 'application/pdf', 422, 'El PDF lleva código'],
      ['launch', pdf('4 0 obj\n<< /S /Launch /F (calc.exe) >>\nendobj'), 'r.pdf', 'application/pdf', 422, 'El PDF lleva código'],
      ['embedded', pdf('4 0 obj\n<< /EmbeddedFiles 5 0 R >>\nendobj'), 'r.pdf', 'application/pdf', 422, 'El PDF lleva código'],
      [
        'hidden in a stream',
        flateStream('<< /OpenAction << /S /JavaScript /JS 9 0 R >> >>'),
        'r.pdf',
        'application/pdf',
        422,
        'El PDF lleva código',
      ],
      ['disguised by name', Buffer.from('MZ\x90\x00 not a picture at all'), 'receta.jpg', 'image/jpeg', 415, 'La receta debe ser una foto'],
      [
        'svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'r.png',
        'image/png',
        415,
        'La receta debe ser una foto',
      ],
      ['pixel bomb', pngBomb(), 'r.png', 'image/png', 422, 'La foto es demasiado grande'],
      // An iPhone's HEIC (HEVC) by its ftyp box: this libvips cannot decode it, and says how to send a JPG.
      ['iPhone HEIC', iphoneHeic(), 'IMG_0001.HEIC', 'image/heic', 415, 'envíala como JPG'],
      ['truncated', (await gpsPhoto()).subarray(0, 400), 'r.jpg', 'image/jpeg', 422, 'No pudimos leer el archivo'],
      [
        'big PDF',
        Buffer.concat([pdf(''), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
        'r.pdf',
        'application/pdf',
        413,
        'El archivo pesa más de 10 MB',
      ],
      [
        'oversized',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16 * 1024 * 1024)]),
        'r.jpg',
        'image/jpeg',
        413,
        'El archivo pesa más de 15 MB',
      ],
    ];
    for (const [name, file, fileName, type, status, words] of cases) {
      const res = await uploadPrescription(t.app, token, file, fileName, type);
      expect(res.statusCode, name).toBe(status);
      expect(res.json<{ errors: string }>().errors, name).toContain(words);
    }
    expect((await uploadPrescription(t.app, token, null)).statusCode).toBe(400);
    expect((await uploadPrescription(t.app, '', Buffer.from('x'))).statusCode).toBe(401);
    expect(await filesUnder(privateDir())).toEqual(before);
  });
});
