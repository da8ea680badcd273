import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from '@20minutes/s3rver';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, personWith } from '../helpers/back-office';
import { buildProduct } from '../helpers/factories';
import { seedSmallDataset } from '../helpers/dataset';
import { filesUnder, jpeg, uploadTo, webp } from '../helpers/images';
import { engines } from '../helpers/test-database';

/** A local S3-compatible server (decision 033); the port is this worktree's, or S3_TEST_PORT. */
const PORT = Number(process.env.S3_TEST_PORT ?? 3590);
const BUCKET = 'mostrador-media';

describe.each(engines)('pictures in an S3-compatible bucket on %s', (engine) => {
  let s3: S3rver;
  let s3Dir: string;
  let a: TestApp;
  let b: TestApp;
  let token: string;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-s3-'));
    s3 = new S3rver({ port: PORT, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    const env = {
      S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    // Two instances, as behind a load balancer: what one stores, the other serves.
    a = await buildTestApp({ engine, env, seed: seedSmallDataset });
    b = await buildTestApp({ engine, env });
    token = (await personWith(a.db, ['EDIT_COMPANY_IMAGES'])).token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('stores the WebP in the bucket, not on the local disk, and every instance serves it immutable', async () => {
    const res = await uploadTo(a.app, 'banner', token, await jpeg(1000, 600), { TYPE: 'BANNER_TOP_MD' });
    expect(res.statusCode, res.body).toBe(200);
    const image: string = res.json().banner.IMAGE;
    expect(await filesUnder(a.config.mediaDir)).toEqual([]);
    for (const app of [a.app, b.app]) {
      const media = await app.inject({ url: `/media/${image}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await sharp(media.rawPayload).metadata()).width).toBe(768);
    }
  });

  it('a replaced banner picture leaves the bucket', async () => {
    const first = await uploadTo(a.app, 'banner', token, await jpeg(900, 500), { TYPE: 'BANNER_TOP_XL' });
    const { ID, IMAGE: old } = first.json().banner;
    const second = await uploadTo(a.app, 'banner', token, await jpeg(950, 500), { ID: String(ID) });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().banner.IMAGE).not.toBe(old);
    expect((await b.app.inject({ url: `/media/${old}` })).statusCode).toBe(404);
    expect((await b.app.inject({ url: `/media/${second.json().banner.IMAGE}` })).statusCode).toBe(200);
  });

  it('the app icon is drawn from the logo in the bucket, with nothing on the local disk', async () => {
    const res = await uploadTo(a.app, 'logo', token, await webp(600, 600), {}, 'logo.webp', 'image/webp');
    expect(res.statusCode, res.body).toBe(200);
    expect(await filesUnder(a.config.mediaDir)).toEqual([]);
    const icon = await a.app.inject({ url: '/api/company/appIcon/192' });
    expect(icon.statusCode).toBe(200);
    const { data, info } = await sharp(icon.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const centre = (info.height / 2) * info.width * info.channels + (info.width / 2) * info.channels;
    // The logo's blue (#336699) in the middle of the tile, not the tile's own colour.
    expect([...data.subarray(centre, centre + 3)].map((c) => Math.round(c / 16))).toEqual([3, 6, 10]);
  });

  it("a product's share card is made once, stored in the bucket, served by every instance, and goes with the picture", async () => {
    await buildProduct(a.db, { sku: 'S3-FOTO', images: [] });
    const res = await uploadTo(a.app, 'product', token, await jpeg(800, 800), { SKU: 'S3-FOTO' });
    expect(res.statusCode, res.body).toBe(200);
    const [image]: string[] = res.json().IMAGES;
    const key = `share/${image!.replace(/\.webp$/, '.jpg')}`;
    const written: string[] = [];
    s3.on('event', (e) => e.Records.forEach((r) => r.eventName.startsWith('ObjectCreated') && written.push(r.s3.object.key)));
    const [one, two] = await Promise.all([a.app.inject({ url: `/media/${key}` }), a.app.inject({ url: `/media/${key}` })]);
    const again = await b.app.inject({ url: `/media/${key}` });
    for (const answer of [one, two, again]) {
      expect(answer.statusCode).toBe(200);
      const meta = await sharp(answer.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    }
    expect(written).toEqual([key]);
    expect(await filesUnder(a.config.mediaDir)).toEqual([]);

    const removed = await call(a.app, '/admin/images/products/set', token, { SKU: 'S3-FOTO', IMAGES: [] });
    expect(removed.statusCode, removed.body).toBe(200);
    // The card leaves with its picture: asked again, it is not made from nothing.
    expect((await b.app.inject({ url: `/media/${image}` })).statusCode).toBe(404);
    expect((await b.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    expect(written).toEqual([key]);
  });

  it('answers 404 for a missing picture and never reads outside the bucket', async () => {
    expect((await a.app.inject({ url: '/media/banners/nada.webp' })).statusCode).toBe(404);
    expect((await a.app.inject({ url: '/media/..%2f..%2fetc/passwd' })).statusCode).toBe(404);
  });
});
