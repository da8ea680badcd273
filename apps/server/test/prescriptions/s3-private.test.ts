import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import S3rver from '@20minutes/s3rver';
import { prescriptions } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { filesUnder } from '../helpers/images';
import { getWith, rxOrder, seedPrescriptions } from './setup';

/** Its own port beside the images' S3 test (3590), or S3_RX_TEST_PORT. */
const PORT = Number(process.env.S3_RX_TEST_PORT ?? 3591);
const BUCKET = 'mostrador-media';

describe('prescriptions in the bucket’s private prefix (issue 34)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let t: TestApp;

  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-s3-rx-'));
    s3 = new S3rver({ port: PORT, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET }] });
    await s3.run();
    const env = { S3_ENDPOINT: `http://127.0.0.1:${PORT}`, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    t = await buildTestApp({ env, seed: seedPrescriptions });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('stores under private/prescriptions/, never served by /media, only by a signed link', async () => {
    const order = await rxOrder(t);
    const [row] = await t.db.select().from(prescriptions).where(eq(prescriptions.id, order.prescriptionId));
    const key = `private/prescriptions/${row!.storageKey}`;
    expect(await filesUnder(path.join(t.dataDir, 'private'))).toEqual([]);
    for (const url of [
      `/media/${key}`,
      `/media/private/${row!.storageKey}`,
      `/media/./${key}`,
      `/media/%70rivate/prescriptions/${row!.storageKey}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    const link = (await getWith(t.app, `/prescriptions/orderPrescriptions?ORDER_ID=${order.orderId}`, order.customer.token)).json()
      .prescriptions[0].URL;
    const file = await t.app.inject({ url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });
});
