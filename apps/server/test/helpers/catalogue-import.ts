import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ImportDryRunResponse, ImportJob } from '@mostrador/shared/schemas/catalogue-import';
import { makeEan13 } from '@mostrador/shared/validation/ean13';
import type { Database } from '../../src/db/client';
import { categories } from '../../src/db/schema/index';
import { call } from './back-office';

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipart(fileName: string, content: Buffer | string, type = 'text/csv') {
  const boundary = `----mostrador${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const upload = (
  app: FastifyInstance,
  token: string,
  fileName: string,
  content: Buffer | string,
): Promise<LightMyRequestResponse> => {
  const { payload, headers } = multipart(fileName, content);
  return app.inject({
    method: 'POST',
    url: '/api/catalogue-import/upload',
    payload,
    headers: { ...headers, 'x-token': token },
    remoteAddress: '10.9.8.7',
  });
};

export async function uploaded(app: FastifyInstance, token: string, fileName: string, content: Buffer | string): Promise<ImportJob> {
  const res = await upload(app, token, fileName, content);
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { JOB: ImportJob }).JOB;
}

export async function dryRun(app: FastifyInstance, token: string, job: ImportJob, mapping = job.MAPPING): Promise<ImportDryRunResponse> {
  const res = await call(app, '/catalogue-import/dryRun', token, { JOB_ID: job.JOB_ID, MAPPING: mapping });
  if (res.statusCode !== 200) throw new Error(`dry run answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Polls the job until its apply has stopped (the apply runs after the answer). */
export async function settled(app: FastifyInstance, token: string, jobId: number): Promise<ImportJob> {
  for (;;) {
    const res = await call(app, '/catalogue-import/status', token, { JOB_ID: jobId });
    const job = (res.json() as { JOB: ImportJob }).JOB;
    if (job.STATUS !== 'RUNNING') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Upload, dry run with the guessed mapping, apply, wait: the whole happy path. */
export async function importFile(app: FastifyInstance, token: string, fileName: string, content: Buffer | string) {
  const job = await uploaded(app, token, fileName, content);
  const report = await dryRun(app, token, job);
  if (report.PROBLEM_COUNT > 0) throw new Error(`problems: ${JSON.stringify(report.PROBLEMS)}`);
  const res = await call(app, '/catalogue-import/apply', token, { JOB_ID: job.JOB_ID });
  if (res.statusCode !== 202) throw new Error(`apply answered ${res.statusCode}: ${res.body}`);
  return { report, job: await settled(app, token, job.JOB_ID) };
}

/** Categories the files name. */
export async function seedCategories(db: Database) {
  await db.insert(categories).values([
    { type: 'DEPARTAMENTO', id: 'medicamentos', name: 'Medicamentos' },
    { type: 'DEPARTAMENTO', id: 'bebes', name: 'Bebés' },
    { type: 'PADECIMIENTO', id: 'dolor', name: 'Dolor y fiebre' },
    { type: 'MARCA', id: 'genericos', name: 'Genéricos' },
  ]);
}

export const ean = (n: number) => makeEan13(4321, n);

/** The rows of a raw query, on either engine. */
export const rowsOf = async (db: Database, q: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Everything an import may change, as comparable text: products, their categories, stock and movements. */
export async function catalogueSnapshot(db: Database) {
  const rows = async (q: ReturnType<typeof sql>) => JSON.stringify(await rowsOf(db, q));
  return {
    products: await rows(
      sql`select sku, barcode, name, description, brand, laboratory, active_ingredient, presentation, price::text, requires_prescription, active, needs_lot_expiry, min_expiry_days, search_version from products order by sku`,
    ),
    categories: await rows(sql`select sku, type, category_id from product_categories order by 1, 2, 3`),
    stock: await rows(sql`select branch, sku, units from stock order by 1, 2`),
    movements: await rows(sql`select branch, sku, kind, units_before, units_after from stock_movements order by id`),
  };
}
