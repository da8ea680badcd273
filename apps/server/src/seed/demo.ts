import { hashPassword } from '../lib/passwords';
import type { Database } from '../db/client';
import { accountAccess, accounts, addresses, staffAssignments } from '../db/schema/accounts';
import { categories, productCategories, products, searchSynonyms, stock } from '../db/schema/catalogue';
import { banners, branchHours, branches, branchPostalCodes, company, themeBackgrounds, themeColors, themes } from '../db/schema/company';
import { courierBranches } from '../db/schema/couriers';
import { buildDemoCatalogue } from './catalogue';
import { seedDemoReports } from './demo-reports';
import { BANNERS } from './data/banners';
import { BRANCH_STATE, BRANCHES } from './data/branches';
import { SEARCH_SYNONYMS } from './data/synonyms';
import { COMPANY } from './data/company';
import { THEMES } from './data/themes';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER, DEMO_CUSTOMER_ADDRESSES } from './demo-accounts';
import { bannerPath, demoPictureJobs, themeBackgroundPaths } from './demo-media';
import { renderMissingPictures } from './media/render';
import { insertRows } from './insert-rows';
import { buildStock } from './stock';
import { seedDemoOrders } from './demo-orders';

/** Picture renders in flight: the machines here have 2 cores and sharp already uses libuv's pool. */
const RENDER_CONCURRENCY = 4;

/**
 * Loads the demo company, catalogue and accounts into an empty database (docs/product.md#demo-mode) and writes
 * the generated pictures under `opts.mediaDir`. Does nothing once the company row exists, so the
 * server may call it on every start. Rows go in one transaction; pictures already on disk are
 * kept, which makes restarts and test runs cheap.
 *
 * Over 80 lines by design (with its transaction callback): the demo rows in dependency order,
 * each step one insert, read top to bottom like the data model.
 */
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
export async function seedDemo(db: Database, opts: { mediaDir: string }): Promise<void> {
  if (await hasCompany(db)) return;
  const catalogue = buildDemoCatalogue();
  // Pictures, password hashes and inserts overlap: sharp and argon2 work on libuv's threads
  // while the database (PGlite runs on this thread) takes the rows.
  const pictures = renderMissingPictures(opts.mediaDir, demoPictureJobs(catalogue), RENDER_CONCURRENCY);
  const hashedAccounts = Promise.all(DEMO_ACCOUNTS.map(async (a) => ({ ...a, passwordHash: await hashPassword(a.password) })));
  // Awaited inside the transaction; this guard only keeps an early rollback from also reporting
  // the hash failure as an unhandled rejection.
  hashedAccounts.catch(() => undefined);

  // eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
  const rows = db.transaction(async (tx) => {
    // Re-checked inside the transaction: two processes starting together must not both seed.
    if (await hasCompany(tx)) return;
    const defaultBranch = BRANCHES[0]?.code ?? 'GDL-CENTRO';
    await tx.insert(branches).values(
      BRANCHES.map((b, i) => ({
        code: b.code,
        name: b.name,
        address: b.address,
        colonia: b.colonia,
        city: b.city,
        state: BRANCH_STATE,
        postalCode: b.postalCode,
        phone: b.phone,
        lat: b.lat,
        lng: b.lng,
        isDefault: i === 0,
        position: i,
      })),
    );
    await tx
      .insert(branchHours)
      .values(
        BRANCHES.flatMap((b) => b.hours.flatMap((h, weekday) => (h ? [{ branch: b.code, weekday, opens: h[0], closes: h[1] }] : []))),
      );
    await tx.insert(branchPostalCodes).values(BRANCHES.flatMap((b) => b.postalCodes.map((postalCode) => ({ branch: b.code, postalCode }))));
    await tx.insert(themes).values(THEMES.map((t) => ({ name: t.name, mode: t.mode, folder: t.folder })));
    await tx
      .insert(themeColors)
      .values(THEMES.flatMap((t) => Object.entries(t.colors).map(([name, value]) => ({ theme: t.name, name, value }))));
    await tx
      .insert(themeBackgrounds)
      .values(
        THEMES.flatMap((t) =>
          themeBackgroundPaths(t.folder, t.backgroundCount).map((path, position) => ({ folder: t.folder, path, position })),
        ),
      );
    await tx.insert(banners).values(
      BANNERS.map((b) => ({
        type: b.type,
        image: bannerPath(b.name),
        title: b.title,
        link: b.link,
        position: BANNERS.filter((o) => o.type === b.type).indexOf(b),
      })),
    );
    await insertRows(tx, categories, catalogue.categories);
    await tx.insert(searchSynonyms).values(SEARCH_SYNONYMS.map(([term, synonym]) => ({ term, synonym })));
    await insertRows(tx, products, catalogue.products);
    await insertRows(tx, productCategories, catalogue.productCategories);
    await insertRows(
      tx,
      stock,
      buildStock(
        BRANCHES.map((b) => b.code),
        catalogue.products,
      ),
    );

    const inserted = await tx
      .insert(accounts)
      .values(
        (await hashedAccounts).map((a) => ({
          phone: a.phone,
          name: a.name,
          email: a.email,
          birth: a.birth,
          sex: a.sex,
          passwordHash: a.passwordHash,
        })),
      )
      .returning({ id: accounts.id, phone: accounts.phone });
    const idByPhone = new Map(inserted.map((a) => [a.phone, a.id]));
    const idOf = (phone: string) => {
      const id = idByPhone.get(phone);
      if (id === undefined) throw new Error(`Demo account ${phone} was not inserted`);
      return id;
    };
    await tx.insert(accountAccess).values(DEMO_ACCOUNTS.flatMap((a) => a.access.map((access) => ({ accountId: idOf(a.phone), access }))));
    const customerAddresses = await tx
      .insert(addresses)
      .values(DEMO_CUSTOMER_ADDRESSES.map((a) => ({ ...a, accountId: idOf(DEMO_CUSTOMER.phone) })))
      .returning({ id: addresses.id, isDefault: addresses.isDefault });
    await tx
      .insert(staffAssignments)
      .values(DEMO_ACCOUNTS.flatMap((a) => (a.staffEmail ? [{ email: a.staffEmail, branch: defaultBranch, accountPhone: a.phone }] : [])));
    // Couriers deliver for the demo branch (issue 35).
    const couriers = DEMO_ACCOUNTS.filter((a) => a.role === 'courier').map((a) => ({ accountId: idOf(a.phone), branch: defaultBranch }));
    if (couriers.length > 0) await tx.insert(courierBranches).values(couriers);
    const defaultAddress = customerAddresses.find((a) => a.isDefault) ?? customerAddresses[0];
    const staff = DEMO_ACCOUNTS.find((a) => a.role === 'branch-staff');
    if (defaultAddress && staff) {
      await seedDemoOrders(
        tx,
        { id: idOf(DEMO_CUSTOMER.phone), phone: DEMO_CUSTOMER.phone, addressId: defaultAddress.id },
        { code: defaultBranch, staffId: idOf(staff.phone), courierId: couriers[0]?.accountId ?? null },
      );
    }
    // Issue 37: eight weeks of orders in every branch and real-visit samples for /admin/reports.
    await seedDemoReports(tx);
    // Last, so a half-seeded database never looks seeded.
    await tx.insert(company).values({ id: 1, ...COMPANY, defaultBranch });
  });

  // Both must finish before returning (no picture is left half-written in the background).
  const [picturesResult, rowsResult] = await Promise.allSettled([pictures, rows]);
  if (rowsResult.status === 'rejected') throw rowsResult.reason;
  if (picturesResult.status === 'rejected') throw picturesResult.reason;
}

async function hasCompany(db: Database): Promise<boolean> {
  const rows = await db.select({ id: company.id }).from(company).limit(1);
  return rows.length > 0;
}
