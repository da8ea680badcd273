import type { Database } from '../../src/db/client';
import {
  banners,
  branches,
  branchHours,
  branchPostalCodes,
  company,
  products,
  themeBackgrounds,
  themeColors,
  themes,
} from '../../src/db/schema/index';

/** Row factories: sensible defaults, any column overridable, inserted through Drizzle. */

let sequence = 0;
const next = () => ++sequence;

export async function buildTheme(db: Database, overrides: Partial<typeof themes.$inferInsert> & { colors?: Record<string, string> } = {}) {
  const { colors = { primary: '#1f6f43', secondary: '#f2a900' }, ...row } = overrides;
  const n = next();
  const [theme] = await db
    .insert(themes)
    .values({ name: `tema-${n}`, mode: { dark: false, rotateBkgrndTime: 10 }, folder: `tema-${n}`, ...row })
    .returning();
  if (!theme) throw new Error('theme not inserted');
  const entries = Object.entries(colors);
  if (entries.length > 0) await db.insert(themeColors).values(entries.map(([name, value]) => ({ theme: theme.name, name, value })));
  return theme;
}

export async function buildBranch(
  db: Database,
  overrides: Partial<typeof branches.$inferInsert> & {
    hours?: { weekday: number; opens: string; closes: string }[];
    postalCodes?: string[];
  } = {},
) {
  const n = next();
  const { hours = weekHours('08:00', '22:00'), postalCodes = [`44${String(n).padStart(3, '0')}`], ...row } = overrides;
  const [branch] = await db
    .insert(branches)
    .values({
      code: `GDL-${n}`,
      name: `Sucursal ${n}`,
      address: `Av. Juárez ${100 + n}`,
      colonia: 'Centro',
      city: 'Guadalajara',
      state: 'Jalisco',
      postalCode: '44100',
      phone: '3312345678',
      lat: 20.6767,
      lng: -103.3475,
      position: n,
      ...row,
    })
    .returning();
  if (!branch) throw new Error('branch not inserted');
  if (hours.length > 0) await db.insert(branchHours).values(hours.map((h) => ({ branch: branch.code, ...h })));
  if (postalCodes.length > 0)
    await db.insert(branchPostalCodes).values(postalCodes.map((postalCode) => ({ branch: branch.code, postalCode })));
  return branch;
}

export const weekHours = (opens: string, closes: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens, closes }));

export async function buildCompany(db: Database, overrides: Partial<typeof company.$inferInsert> = {}) {
  const [row] = await db
    .insert(company)
    .values({
      name: 'Farmacias Mostrador',
      theme: 'default',
      logo: 'company/logo.webp',
      defaultBranch: 'GDL-1',
      slogan: 'Tu salud, a domicilio',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('company not inserted');
  return row;
}

export async function buildBanner(db: Database, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(banners)
    .values({ type: 'BANNER_TOP_LG', image: `banners/banner-${n}.webp`, title: `Promoción ${n}`, position: n, ...overrides })
    .returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

export async function buildBackground(db: Database, overrides: Partial<typeof themeBackgrounds.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(themeBackgrounds)
    .values({ folder: 'claro', path: `backgrounds/claro/fondo-${n}.webp`, position: n, ...overrides })
    .returning();
  if (!row) throw new Error('background not inserted');
  return row;
}

// Generated barcodes start with 2 (EAN's in-store range), which no test writes by hand: counted
// from 750…, the Nth product built in a worker got a test's own '7501000000011' (a CI failure,
// depending on which files ran before in that worker).
let barcode = 2_000_000_000_000;

export async function buildProduct(db: Database, overrides: Partial<typeof products.$inferInsert> = {}) {
  const n = next();
  const sku = overrides.sku ?? `SKU-${n}`;
  const [row] = await db
    .insert(products)
    .values({ sku, name: `Producto ${n}`, barcode: String(++barcode), price: '10.00', images: [`products/${sku}.webp`], ...overrides })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}
