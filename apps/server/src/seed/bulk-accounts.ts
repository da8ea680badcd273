import { createHash, randomBytes } from 'node:crypto';
import { like, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accountAccess, accounts } from '../db/schema/accounts';
import { sessions } from '../db/schema/identity';
import { insertRows } from './insert-rows';
import { seededRandom } from './random';

/** Bulk people's phones start with this, so a later run continues after the earlier ones. */
const BULK_PHONE_PREFIX = '77';
const FIRST = [
  'María',
  'José',
  'Juan',
  'Guadalupe',
  'Ana',
  'Luis',
  'Sofía',
  'Jesús',
  'Andrea',
  'Miguel',
  'Fernanda',
  'Ángel',
  'Valeria',
  'Ramón',
  'Lucía',
  'Óscar',
  'Ximena',
  'Raúl',
  'Itzel',
  'Jorge',
];
const LAST = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Jiménez',
  'Reyes',
  'Díaz',
  'Torres',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Núñez',
  'Íñiguez',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'prodigy.net.mx'];
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * `count` synthetic customers (realistic Spanish names with accents, e-mails, phones) for the
 * back office's search benchmark; every fifth has a live session, so the page's session figures
 * read real rows. Returns the phone range written.
 */
export async function seedBulkAccounts(
  db: Database,
  count: number,
  onProgress?: (done: number) => void,
): Promise<{ first: string; last: string }> {
  const [row] = await db
    .select({ phone: max(accounts.phone) })
    .from(accounts)
    .where(like(accounts.phone, `${BULK_PHONE_PREFIX}%`));
  const start = row?.phone ? Number(row.phone.slice(BULK_PHONE_PREFIX.length)) + 1 : 0;
  const random = seededRandom(start + 7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const phoneOf = (n: number) => `${BULK_PHONE_PREFIX}${String(n).padStart(8, '0')}`;
  const now = new Date();
  for (let done = 0; done < count;) {
    const size = Math.min(5000, count - done);
    const rows = Array.from({ length: size }, (_, i) => {
      const first = pick(FIRST);
      const last = `${pick(LAST)} ${pick(LAST)}`;
      const phone = phoneOf(start + done + i);
      return {
        phone,
        name: `${first} ${last}`,
        email: `${plain(first)}.${plain(last.split(' ')[0]!)}${(start + done + i) % 997}@${pick(DOMAINS)}`,
        passwordHash: '!bulk',
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx.insert(accounts).values(rows).returning({ id: accounts.id });
      await insertRows(
        tx,
        accountAccess,
        ids.map(({ id }) => ({ accountId: id, access: 'ACCOUNT' })),
      );
      const live = ids.filter((_, i) => i % 5 === 0);
      await insertRows(
        tx,
        sessions,
        live.map(({ id }) => ({
          accountId: id,
          tokenHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
          createdAt: now,
          lastUsedAt: now,
          absoluteExpiresAt: new Date(now.getTime() + 180 * 86_400_000),
        })),
      );
    });
    done += size;
    onProgress?.(done);
  }
  // A bulk load leaves the new index entries in GIN's pending list, which every search scans
  // linearly (100+ ms) until autovacuum merges them; merge them now, as a running database would.
  for (const table of ['accounts', 'account_access', 'sessions']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { first: phoneOf(start), last: phoneOf(start + count - 1) };
}
