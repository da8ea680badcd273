import type { Database } from '../../src/db/client';
import { accounts, addresses, stock } from '../../src/db/schema/index';
import { systemClock } from '../../src/lib/clock';
import { createSessionsRepository } from '../../src/modules/auth/sessions-repository';
import { createSessionsService } from '../../src/modules/auth/sessions-service';

let sequence = 0;

/**
 * A signed-in customer made straight in the database (no SMS round trip): the order tests need
 * dozens of them. The session is a real one, created by the app's own sessions service.
 */
export async function signedInCustomer(db: Database, postalCodes: string[] = ['44100']) {
  const n = ++sequence;
  const [account] = await db
    .insert(accounts)
    .values({ phone: `39${String(n).padStart(8, '0')}`, name: `Cliente ${n}`, passwordHash: 'no-password' })
    .returning();
  if (!account) throw new Error('account not inserted');
  const token = await createSessionsService({ repo: createSessionsRepository(db), clock: systemClock }).create(account.id, {});
  const addressIds: number[] = [];
  for (const [i, codigoPostal] of postalCodes.entries()) {
    const [row] = await db
      .insert(addresses)
      .values({
        accountId: account.id,
        alias: `Casa ${i + 1}`,
        calle: 'Av. Vallarta',
        numeroExterior: String(100 + i),
        colonia: 'Americana',
        codigoPostal,
        municipio: 'Guadalajara',
        estado: 'Jalisco',
        isDefault: i === 0,
      })
      .returning({ id: addresses.id });
    if (row) addressIds.push(row.id);
  }
  return { accountId: account.id, phone: account.phone, token, addressIds };
}

export async function setStock(db: Database, branch: string, sku: string, units: number): Promise<void> {
  await db
    .insert(stock)
    .values({ branch, sku, units })
    .onConflictDoUpdate({ target: [stock.branch, stock.sku], set: { units } });
}
