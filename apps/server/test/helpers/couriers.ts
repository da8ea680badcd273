import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { ACCESS } from '@mostrador/shared/constants/access';
import { accountAccess, courierBranches } from '../../src/db/schema/index';
import type { TestApp } from './build-test-app';
import { signedInCustomer } from './customers';
import { packEveryLine } from './pack-order';
import { as, GEL, placeOrder, type Staff } from './picking';

export interface Courier {
  token: string;
  accountId: number;
}

/** A person with COURIER at `branch` (people management's two rows); without `branch`, the access alone. */
export async function courierOf(t: TestApp, branch: string | null): Promise<Courier> {
  const person = await signedInCustomer(t.db);
  await t.db.insert(accountAccess).values({ accountId: person.accountId, access: ACCESS.COURIER });
  if (branch) await t.db.insert(courierBranches).values({ accountId: person.accountId, branch });
  return { token: person.token, accountId: person.accountId };
}

export function courierCalls(t: TestApp) {
  return async (action: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/couriers/${action}`, payload });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
}

/** A one-gel order of GDL-CENTRO, packed by `staff` and so READY to be taken. */
export async function packedOrder(t: TestApp, staff: Staff): Promise<number> {
  const id = await placeOrder(t, [{ sku: GEL.sku, units: 1 }], staff);
  await packEveryLine(t.app, as(staff), id);
  return id;
}

/** A signature as the page's canvas exports it: a transparent PNG with a dark stroke. */
export const signaturePng = (): Promise<Buffer> =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="120"><path d="M10 60 C 80 10, 120 110, 290 50" stroke="#111" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

export const doorPhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#8aa' } })
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker', Model: 'X' } } })
    .jpeg()
    .toBuffer();

export interface DeliveredForm {
  fields: Record<string, string>;
  signature?: { data: Buffer; type?: string; name?: string } | null;
  photo?: { data: Buffer; type?: string; name?: string } | null;
}

/** The multipart «Entregado» as the courier's page sends it (token in `x-token`). */
export async function postDelivered(t: TestApp, token: string, form: DeliveredForm): Promise<LightMyRequestResponse> {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  for (const field of ['signature', 'photo'] as const) {
    const file = form[field];
    if (file) body.append(field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name ?? `${field}.png`);
  }
  const request = new Request('http://x/', { method: 'POST', body });
  return t.app.inject({
    method: 'POST',
    url: '/api/couriers/delivered',
    headers: { 'content-type': request.headers.get('content-type') ?? '', 'x-token': token },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
