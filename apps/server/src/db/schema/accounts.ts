import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { branches } from './company';

/** Everyone who signs in with phone + password, customers and staff alike (docs/product.md#data-the-product-keeps). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    birth: date('birth'),
    sex: text('sex').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by an admin: no sign-in, no session; the account's orders stay. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * Back-office search: the words of name, e-mail (split at @ . _ -, digits dropped, so
     * "ana.lopez84@correo.mx" adds ana, lopez, correo, mx rather than one word per address) and
     * phone, unaccented, for word-prefix queries.
     */
    searchWords: tsvector('search_words').generatedAlwaysAs(
      sql`to_tsvector('simple'::regconfig, mostrador_search_text(name || ' ' || translate(email, '@._-0123456789', '    ') || ' ' || phone))`,
    ),
  },
  (t) => [index('accounts_search_words_idx').using('gin', t.searchWords)],
);

export const accountAccess = pgTable(
  'account_access',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    access: text('access').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.access] })],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    alias: text('alias').notNull(),
    calle: text('calle').notNull(),
    numeroExterior: text('numero_exterior').notNull(),
    numeroInterior: text('numero_interior').notNull().default(''),
    colonia: text('colonia').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    municipio: text('municipio').notNull(),
    estado: text('estado').notNull(),
    referencias: text('referencias').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('addresses_account_idx').on(t.accountId),
    // At most one default per customer, whatever two requests do at once.
    uniqueIndex('addresses_one_default_idx')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Maps a staff member's Google e-mail to one branch; `googleSub` is bound at first sign-in. */
export const staffAssignments = pgTable('staff_assignments', {
  email: text('email').primaryKey(),
  branch: text('branch')
    .notNull()
    .references(() => branches.code),
  googleSub: text('google_sub'),
  accountPhone: text('account_phone'),
});
