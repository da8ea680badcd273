import { pictureWidths } from '@mostrador/shared/format/picture-widths';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_TYPES } from '@mostrador/shared/schemas/company';
import type { Database, DatabaseHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema/index';
import { contrastRatio } from '../../src/seed/color';
import { seedDemo } from '../../src/seed/demo';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER } from '../../src/seed/demo-accounts';
import { isValidEan13 } from '@mostrador/shared/validation/ean13';
import { createTestDatabase, engines } from '../helpers/test-database';

const TABLES = {
  company: schema.company,
  themes: schema.themes,
  themeColors: schema.themeColors,
  themeBackgrounds: schema.themeBackgrounds,
  banners: schema.banners,
  branches: schema.branches,
  branchHours: schema.branchHours,
  branchPostalCodes: schema.branchPostalCodes,
  categories: schema.categories,
  products: schema.products,
  productCategories: schema.productCategories,
  stock: schema.stock,
  accounts: schema.accounts,
  accountAccess: schema.accountAccess,
  addresses: schema.addresses,
  staffAssignments: schema.staffAssignments,
  orders: schema.orders,
  orderItems: schema.orderItems,
  orderStatusHistory: schema.orderStatusHistory,
};

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => [name, (await db.select({ n: count() }).from(table))[0]?.n ?? 0] as const),
  );
  return Object.fromEntries(entries);
}

describe.each(engines)('demo seed on %s', (engine) => {
  let handle: DatabaseHandle;
  let db: Database;
  let mediaDir: string;
  let firstCounts: Record<string, number>;

  beforeAll(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'mostrador-seed-media-'));
    handle = await createTestDatabase(engine);
    db = handle.db;
    await seedDemo(db, { mediaDir });
    firstCounts = await tableCounts(db);
  });
  afterAll(async () => {
    await handle?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('is idempotent: a second run changes nothing', async () => {
    await seedDemo(db, { mediaDir });
    expect(await tableCounts(db)).toEqual(firstCounts);
    for (const [table, n] of Object.entries(firstCounts)) expect(n, table).toBeGreaterThan(0);
  });

  it('has 300+ products with valid, unique Mexican EAN-13 barcodes and plausible prices', async () => {
    const rows = await db.select().from(schema.products);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const p of rows) {
      expect(isValidEan13(p.barcode), `${p.sku} ${p.barcode}`).toBe(true);
      expect(p.barcode.startsWith('750')).toBe(true);
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price)).toBeGreaterThan(0);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.description.length).toBeGreaterThan(20);
    }
    expect(new Set(rows.map((p) => p.barcode)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.name)).size).toBe(rows.length);
    expect(rows.some((p) => p.images.length > 1)).toBe(true);
    expect(rows.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(10);
  });

  it('gives about thirty products a promotion of one of the three kinds', async () => {
    const rows = await db.select({ promotion: schema.products.promotion, rx: schema.products.requiresPrescription }).from(schema.products);
    const promos = rows.filter((r) => r.promotion !== null);
    expect(promos.length).toBeGreaterThanOrEqual(25);
    expect(promos.length).toBeLessThanOrEqual(45);
    expect(promos.every((r) => !r.rx)).toBe(true);
    const types = new Set(promos.map((r) => (r.promotion as { type: string }).type));
    expect([...types].sort()).toEqual(['BUY_N_GET_NEXT', 'NXM', 'PERCENT']);
    for (const { promotion } of promos) expect((promotion as { label: string }).label).not.toBe('');
  });

  it('puts every product in a DEPARTAMENTO, most in a MARCA and a PADECIMIENTO, all pointing at real categories', async () => {
    const [products, links, categories] = await Promise.all([
      db.select({ sku: schema.products.sku }).from(schema.products),
      db.select().from(schema.productCategories),
      db.select().from(schema.categories),
    ]);
    const known = new Set(categories.map((c) => `${c.type}/${c.id}`));
    expect(links.every((l) => known.has(`${l.type}/${l.categoryId}`))).toBe(true);
    const withType = (type: string) => new Set(links.filter((l) => l.type === type).map((l) => l.sku));
    expect(withType('DEPARTAMENTO').size).toBe(products.length);
    expect(withType('MARCA').size / products.length).toBeGreaterThan(0.6);
    expect(withType('PADECIMIENTO').size / products.length).toBeGreaterThan(0.6);
    expect(new Set(categories.map((c) => c.type))).toEqual(new Set(['DEPARTAMENTO', 'MARCA', 'PADECIMIENTO']));
  });

  it('flags every antibiotic as requiring a prescription', async () => {
    const antibiotics = await db
      .select({ sku: schema.products.sku, rx: schema.products.requiresPrescription })
      .from(schema.products)
      .innerJoin(schema.productCategories, eq(schema.productCategories.sku, schema.products.sku))
      .where(eq(schema.productCategories.categoryId, 'antibioticos'));
    expect(antibiotics.length).toBeGreaterThanOrEqual(20);
    expect(antibiotics.every((a) => a.rx)).toBe(true);
  });

  it('never calls a prescription medicine «de venta libre» (issue 34)', async () => {
    const rx = await db
      .select({ description: schema.products.description })
      .from(schema.products)
      .where(eq(schema.products.requiresPrescription, true));
    expect(rx.length).toBeGreaterThanOrEqual(20);
    expect(rx.filter((p) => /venta libre/i.test(p.description))).toEqual([]);
  });

  it('asks for lot and expiry, with 30 days of life, to pick every antibiotic and nothing else (issue 33)', async () => {
    const rows = await db
      .select({ dept: schema.productCategories.categoryId, needs: schema.products.needsLotExpiry, days: schema.products.minExpiryDays })
      .from(schema.products)
      .innerJoin(schema.productCategories, eq(schema.productCategories.sku, schema.products.sku))
      .where(eq(schema.productCategories.type, 'DEPARTAMENTO'));
    const antibiotics = rows.filter((r) => r.dept === 'antibioticos');
    expect(antibiotics.length).toBeGreaterThanOrEqual(20);
    expect(antibiotics.every((a) => a.needs && a.days === 30)).toBe(true);
    expect(rows.filter((r) => r.dept !== 'antibioticos').some((r) => r.needs)).toBe(false);
  });

  it('has banners of every TYPE', async () => {
    const rows = await db.select().from(schema.banners);
    expect(new Set(rows.map((b) => b.type))).toEqual(new Set(BANNER_TYPES));
    expect(rows.every((b) => b.title !== '' && b.link.startsWith('/'))).toBe(true);
  });

  it('has 3+ themes, one dark, each with every colour, readable text and 3+ backgrounds', async () => {
    const [themes, colors, backgrounds, company] = await Promise.all([
      db.select().from(schema.themes),
      db.select().from(schema.themeColors),
      db.select().from(schema.themeBackgrounds),
      db.select().from(schema.company),
    ]);
    expect(themes.length).toBeGreaterThanOrEqual(3);
    expect(themes.filter((t) => (t.mode as { dark: boolean }).dark)).toHaveLength(1);
    expect(themes.map((t) => t.name)).toContain(company[0]?.theme);
    for (const theme of themes) {
      const c = Object.fromEntries(colors.filter((x) => x.theme === theme.name).map((x) => [x.name, x.value]));
      expect(Object.keys(c)).toHaveLength(12);
      for (const surface of ['background', 'surface']) {
        expect(contrastRatio(c.text ?? '', c[surface] ?? ''), `${theme.name} text on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
      for (const status of ['primary', 'negative', 'info', 'warning', 'positive']) {
        expect(contrastRatio(c[status] ?? '', c.surface ?? ''), `${theme.name} ${status} on surface`).toBeGreaterThanOrEqual(3);
      }
      expect(backgrounds.filter((b) => b.folder === theme.folder).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has 6+ branches with weekly hours and disjoint delivery postal codes; the first is the default', async () => {
    const [branches, hours, postal, company] = await Promise.all([
      db.select().from(schema.branches).orderBy(schema.branches.position),
      db.select().from(schema.branchHours),
      db.select().from(schema.branchPostalCodes),
      db.select().from(schema.company),
    ]);
    expect(branches.length).toBeGreaterThanOrEqual(6);
    expect(branches.filter((b) => b.isDefault).map((b) => b.code)).toEqual([branches[0]?.code]);
    expect(company[0]?.defaultBranch).toBe(branches[0]?.code);
    for (const b of branches) {
      expect(hours.filter((h) => h.branch === b.code).length, b.code).toBeGreaterThanOrEqual(6);
      expect(postal.filter((p) => p.branch === b.code).length, b.code).toBeGreaterThanOrEqual(3);
      expect(b.phone).toMatch(/^33\d{8}$/);
    }
    expect(new Set(postal.map((p) => p.postalCode)).size).toBe(postal.length);
    // Some branches never close and some close early on Sunday.
    expect(hours.some((h) => h.opens === '00:00:00' && h.closes === '24:00:00')).toBe(true);
    expect(hours.some((h) => h.weekday === 0 && h.closes < '18:00:00')).toBe(true);
  });

  it('stocks every product in every branch, with some sold out', async () => {
    const [rows, branches, products] = await Promise.all([
      db.select().from(schema.stock),
      db.select({ n: count() }).from(schema.branches),
      db.select({ n: count() }).from(schema.products),
    ]);
    expect(rows.length).toBe((branches[0]?.n ?? 0) * (products[0]?.n ?? 0));
    expect(rows.some((r) => r.units === 0)).toBe(true);
    expect(rows.filter((r) => r.units > 0).length / rows.length).toBeGreaterThan(0.85);
  });

  it("routes the demo customer's two addresses to two different branches, the default to the first", async () => {
    const [customer] = await db.select().from(schema.accounts).where(eq(schema.accounts.phone, DEMO_CUSTOMER.phone));
    const addresses = await db
      .select()
      .from(schema.addresses)
      .where(eq(schema.addresses.accountId, customer?.id ?? -1));
    const postal = await db.select().from(schema.branchPostalCodes);
    const [first] = await db.select().from(schema.branches).where(eq(schema.branches.isDefault, true));
    const branchOf = (cp: string) => postal.find((p) => p.postalCode === cp)?.branch;
    expect(addresses).toHaveLength(2);
    const main = addresses.find((a) => a.isDefault);
    const other = addresses.find((a) => !a.isDefault);
    expect(branchOf(main?.codigoPostal ?? '')).toBe(first?.code);
    expect(branchOf(other?.codigoPostal ?? '')).toBeDefined();
    expect(branchOf(other?.codigoPostal ?? '')).not.toBe(first?.code);
  });

  it('gives the demo customer a few past orders: delivered, cancelled and on its way, each with its history', async () => {
    const [customer] = await db.select().from(schema.accounts).where(eq(schema.accounts.phone, DEMO_CUSTOMER.phone));
    const orders = await db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.accountId, customer?.id ?? -1))
      .orderBy(schema.orders.createdAt);
    expect(orders.map((o) => o.status)).toEqual([4, 5, 3]);
    for (const order of orders) {
      expect(order.createdAt.getTime()).toBeLessThan(Date.now() - 86_400_000);
      expect(Number(order.total)).toBeGreaterThan(0);
      const history = await db
        .select()
        .from(schema.orderStatusHistory)
        .where(eq(schema.orderStatusHistory.orderId, order.id))
        .orderBy(schema.orderStatusHistory.at);
      expect(history[0]).toMatchObject({ fromStatus: null, toStatus: 1 });
      expect(history.at(-1)?.toStatus).toBe(order.status);
    }
    // Their carts are closed; the customer has one open, empty cart left.
    const carts = await db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.accountId, customer?.id ?? -1));
    expect(carts.filter((c) => c.status === 'open')).toHaveLength(1);
  });

  it('creates the demo accounts with argon2id hashes their passwords verify against, and their access lists', async () => {
    const access = await db.select().from(schema.accountAccess);
    for (const demo of DEMO_ACCOUNTS) {
      const [row] = await db.select().from(schema.accounts).where(eq(schema.accounts.phone, demo.phone));
      expect(row?.name).toBe(demo.name);
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verify(row?.passwordHash ?? '', demo.password)).toBe(true);
      expect(await verify(row?.passwordHash ?? '', `${demo.password}x`)).toBe(false);
      const list = access.filter((a) => a.accountId === row?.id).map((a) => a.access);
      expect(list.sort()).toEqual([...demo.access].sort());
    }
    const staff = await db.select().from(schema.staffAssignments);
    expect(staff.map((s) => [s.email, s.branch, s.accountPhone]).sort()).toEqual([
      ['admin@demo.mostrador.mx', 'GDL-CENTRO', '3300000001'],
      ['centro@demo.mostrador.mx', 'GDL-CENTRO', '3300000002'],
    ]);
  });

  it('writes every referenced picture as a valid WebP of the intended size', async () => {
    const [company, backgrounds, banners, products] = await Promise.all([
      db.select().from(schema.company),
      db.select().from(schema.themeBackgrounds),
      db.select().from(schema.banners),
      db.select({ images: schema.products.images }).from(schema.products),
    ]);
    const expected: [string, number | null, number | null][] = [
      [company[0]?.logo ?? 'missing', null, null],
      ...backgrounds.map((b): [string, number, number] => [b.path, 1600, 1000]),
      ...banners.map((b): [string, number | null, number | null] => [b.image, null, null]),
      // Each product picture in every width its name lists (decision 043): 320, 480 and 600 px.
      ...products.flatMap((p) =>
        p.images.flatMap((image): [string, number, number][] => {
          expect(image, 'a product picture names its widths').toMatch(/\.w320-480-600\.webp$/);
          return (pictureWidths(image) ?? []).map((w) => [w.path, w.width, w.width]);
        }),
      ),
    ];
    const sizes = { BANNER_TOP_XL: [1920, 360], BANNER_LEFT: [300, 600], SCREEN_AD: [1920, 1080] } as Record<string, [number, number]>;
    for (const b of banners) {
      const size = sizes[b.type];
      if (size) expected.push([b.image, size[0], size[1]]);
    }
    for (const [relative, width, height] of expected) {
      expect(relative.startsWith('/'), relative).toBe(false);
      const meta = await sharp(path.join(mediaDir, relative)).metadata();
      expect(meta.format, relative).toBe('webp');
      if (width) expect([meta.width, meta.height], relative).toEqual([width, height]);
    }
    const productPicture = await stat(path.join(mediaDir, products[0]?.images[0] ?? ''));
    expect(productPicture.size).toBeLessThan(40_000);
  });

  it('renders pictures only when missing: a new database reuses the files on disk', async () => {
    const picture = path.join(mediaDir, 'products/MED-0001.w320-480-600.webp');
    const before = (await stat(picture)).mtimeMs;
    const fresh = await createTestDatabase(engine);
    try {
      await seedDemo(fresh.db, { mediaDir });
      expect((await stat(picture)).mtimeMs).toBe(before);
      expect((await tableCounts(fresh.db)).products).toBe(firstCounts.products);
    } finally {
      await fresh.close();
    }
  });
});
