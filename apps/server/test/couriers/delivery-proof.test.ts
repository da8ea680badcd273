import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { todayInMexico } from '@mostrador/shared/format/date';
import { deliveryAttempts, orders } from '../../src/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { courierCalls, courierOf, doorPhoto, packedOrder, postDelivered, signaturePng, type Courier } from '../helpers/couriers';
import { as, seedPicking, staffOf, type Staff } from '../helpers/picking';
import { engines } from '../helpers/test-database';

describe.each(engines)('«Entregado» by the courier, with its proof, on %s', (engine) => {
  let t: TestApp;
  let call: ReturnType<typeof courierCalls>;
  let centro: Staff;
  let ana: Courier;
  let signature: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ engine, seed: seedPicking });
    call = courierCalls(t);
    centro = await staffOf(t, 'GDL-CENTRO', 'centro@demo.mostrador.mx');
    ana = await courierOf(t, 'GDL-CENTRO');
    signature = await signaturePng();
  });
  afterAll(() => t?.close());

  /** A packed order Ana took and sent. */
  const onTheWay = async () => {
    const id = await packedOrder(t, centro);
    expect((await call('take', { token: ana.token, ORDER_ID: id })).status).toBe(200);
    expect((await call('depart', { token: ana.token, ORDER_ID: id })).status).toBe(200);
    return id;
  };
  const fields = (id: number, extra: Record<string, string> = {}) => ({
    ORDER_ID: String(id),
    RECEIVER_NAME: 'Rosa Martínez',
    CASH_COLLECTED: '50',
    ...extra,
  });
  const untouched = async (id: number) => {
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(row?.status).toBe(ORDER_STATUS.ON_THE_WAY);
    expect(await t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, id))).toEqual([]);
  };

  it('records the receiver, the cash, a private signature and a photo without its metadata', async () => {
    const id = await onTheWay();
    const res = await postDelivered(t, ana.token, {
      fields: fields(id),
      signature: { data: signature },
      photo: { data: await doorPhoto(), type: 'image/jpeg', name: 'puerta.jpg' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, ORDER_ID: id, ID_STATUS: ORDER_STATUS.DELIVERED, RESPONSE: `Pedido ${id} entregado` });
    const [attempt] = await t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, id));
    expect(attempt).toMatchObject({
      outcome: 'delivered',
      receiverName: 'Rosa Martínez',
      cashCollected: '50.00',
      courierId: ana.accountId,
    });
    // Kept under DATA_DIR/private, never under the media directory; re-encoded to WebP with no EXIF.
    const stored = path.join(t.dataDir, 'private', 'deliveries', attempt!.photoKey!);
    const meta = await sharp(await readFile(stored)).metadata();
    expect([meta.format, meta.exif]).toEqual(['webp', undefined]);
    expect((await sharp(await readFile(path.join(t.dataDir, 'private', 'deliveries', attempt!.signatureKey!))).metadata()).format).toBe(
      'webp',
    );
    expect((await t.app.inject({ method: 'GET', url: `/media/${attempt!.photoKey}` })).statusCode).toBe(404);
    // The day's totals count it: the gel's total in cash expected, 50 collected as recorded.
    const day = await call('day', { ...as(centro), DAY: todayInMexico() });
    const row = (day.body.couriers as { COURIER_ID: number; DELIVERED: number; CASH_COLLECTED: number }[]).find(
      (c) => c.COURIER_ID === ana.accountId,
    );
    expect([row?.DELIVERED, row?.CASH_COLLECTED]).toEqual([1, 50]);
    // Delivered once: again is refused.
    expect((await postDelivered(t, ana.token, { fields: fields(id), signature: { data: signature } })).statusCode).toBe(409);
  });

  it('refuses hostile or missing files and bad fields, writing nothing', async () => {
    const id = await onTheWay();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = signature.subarray(0, Math.floor(signature.length / 2));
    const cases: [Parameters<typeof postDelivered>[2], number, string][] = [
      [
        { fields: fields(id), signature: { data: svg, type: 'image/png' } },
        422,
        'La foto o la firma no es una imagen válida (JPEG, PNG o WebP)',
      ],
      [{ fields: fields(id), signature: { data: truncated } }, 422, 'La foto o la firma no es una imagen válida (JPEG, PNG o WebP)'],
      [
        { fields: fields(id), signature: { data: Buffer.from('MZ\x90\x00 not an image') } },
        422,
        'La foto o la firma no es una imagen válida (JPEG, PNG o WebP)',
      ],
      [
        { fields: fields(id), signature: { data: signature }, photo: { data: svg } },
        422,
        'La foto o la firma no es una imagen válida (JPEG, PNG o WebP)',
      ],
      [{ fields: fields(id), signature: null }, 400, 'Falta la firma de quien recibió'],
      [
        { fields: fields(id, { RECEIVER_NAME: '   ' }), signature: { data: signature } },
        400,
        'Escribe el nombre de quien recibió el pedido',
      ],
      [{ fields: fields(id, { CASH_COLLECTED: 'mucho' }), signature: { data: signature } }, 400, 'El dato «Efectivo cobrado» no es válido'],
      [{ fields: fields(id, { CASH_COLLECTED: '-5' }), signature: { data: signature } }, 400, 'El dato «Efectivo cobrado» no es válido'],
      [{ fields: fields(id, { ORDER_ID: '1e99' }), signature: { data: signature } }, 400, 'El dato «Folio» no es válido'],
    ];
    for (const [form, status, errors] of cases) {
      const res = await postDelivered(t, ana.token, form);
      expect([res.statusCode, res.json()]).toEqual([status, { ok: false, errors }]);
    }
    // Too large: cut off while streaming, 413.
    const huge = Buffer.concat([signature, Buffer.alloc(9 * 1024 * 1024)]);
    expect((await postDelivered(t, ana.token, { fields: fields(id), signature: { data: huge } })).statusCode).toBe(413);
    // A JSON body instead of the form.
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/couriers/delivered',
      headers: { 'x-token': ana.token },
      payload: { ORDER_ID: id },
    });
    expect(json.statusCode).toBe(415);
    // Another courier, or no session.
    const beto = await courierOf(t, 'GDL-CENTRO');
    expect((await postDelivered(t, beto.token, { fields: fields(id), signature: { data: signature } })).statusCode).toBe(403);
    expect((await postDelivered(t, '', { fields: fields(id), signature: { data: signature } })).statusCode).toBe(401);
    await untouched(id);
  });
});
