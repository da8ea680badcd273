import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { accounts } from './accounts';
import { branches } from './company';

export const categories = pgTable(
  'categories',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    position: integer('position').notNull().default(0),
    /** A category with products is never deleted, only deactivated (hidden from the storefront). */
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] })],
);

export const products = pgTable(
  'products',
  {
    sku: text('sku').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    laboratory: text('laboratory').notNull().default(''),
    activeIngredient: text('active_ingredient').notNull().default(''),
    presentation: text('presentation').notNull().default(''),
    barcode: text('barcode').notNull().unique(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** Paths relative to the media base; the first is the main picture. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    requiresPrescription: boolean('requires_prescription').notNull().default(false),
    /** Ley General de Salud art. 226 group, 1–6 (I–VI); null for what is not a medicine (issue 34, decision 068). */
    medicineGroup: smallint('medicine_group'),
    /** An antibiotic: sold with a prescription the pharmacy keeps, and written in the antibiotic register. */
    antibiotic: boolean('antibiotic').notNull().default(false),
    /** A unit cannot be packed without its lot and expiry read from a GS1 code (issue 33). */
    needsLotExpiry: boolean('needs_lot_expiry').notNull().default(false),
    /** Days of shelf life a packed unit must still have; 0: only expired units are refused. */
    minExpiryDays: integer('min_expiry_days').notNull().default(0),
    /** Promotion ("soy tu fan"), docs/product.md#data-the-product-keeps: { type: 'NXM'|'BUY_N_GET_NEXT'|'PERCENT', ... } or null. */
    promotion: jsonb('promotion'),
    isFeatured: boolean('is_featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the row last changed (migration 0023's trigger moves it on every update): the sitemaps' lastmod. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the Spanish search matches and ranks, kept by PostgreSQL itself: computing it per row
     * at query time cost seconds on 50,000 products. mostrador_search_text() is migration 0003's.
     * Weighted so that ts_rank puts a hit in the name before one in the active ingredient, then
     * brand or laboratory, then description.
     */
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(name)), 'A')
        || setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(active_ingredient)), 'B')
        || setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(brand || ' ' || laboratory)), 'C')
        || setweight(to_tsvector('spanish'::regconfig, mostrador_search_text(description)), 'D')`,
    ),
    /**
     * The catalogue version (catalogueSearchState) of the statement that last wrote this row, set
     * by a trigger (migration 0010): the in-memory search index reads only rows written since the
     * version it holds.
     */
    searchVersion: bigint('search_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('products_active_idx').on(t.active),
    index('products_search_document_idx').using('gin', t.searchDocument),
    index('products_search_version_idx').on(t.searchVersion),
  ],
);

/**
 * One row: the catalogue's version, raised by every statement that writes products (migration
 * 0010). The row stays locked until the writer commits, so versions follow commit order and a
 * reader that sees version V sees every write up to V.
 */
export const catalogueSearchState = pgTable('catalogue_search_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Products deleted, with the version that deleted them; a null SKU is a TRUNCATE (all of them). */
export const catalogueSearchRemovals = pgTable(
  'catalogue_search_removals',
  {
    sku: text('sku'),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [index('catalogue_search_removals_version_idx').on(t.version)],
);

/**
 * Every price a product has had (issue 32): a row per change, written in the change's own
 * transaction by the editor (source back_office; the first row, old_price null, at creation) and
 * the import's apply (source import). Follows the product when its SKU changes; migration 0019
 * also checks `source` against PRICE_CHANGE_SOURCES (pricing/price-change.ts).
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 12, scale: 2 }),
    newPrice: numeric('new_price', { precision: 12, scale: 2 }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who changed it; null for the system (or an account since deleted). */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    source: text('source').notNull(),
  },
  (t) => [index('product_price_history_sku_changed_at_idx').on(t.sku, t.changedAt.desc())],
);

export const productCategories = pgTable(
  'product_categories',
  {
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    categoryId: text('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sku, t.type, t.categoryId] }), index('product_categories_cat_idx').on(t.type, t.categoryId)],
);

export const stock = pgTable(
  'stock',
  {
    branch: text('branch')
      .notNull()
      .references(() => branches.code, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.branch, t.sku] }), index('stock_sku_idx').on(t.sku)],
);

/**
 * Search synonyms (docs/product.md#data-the-product-keeps): a search for either word also finds the other, e.g.
 * "acetaminofen" ↔ "paracetamol". Stored lower-case and without accents.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    term: text('term').notNull(),
    synonym: text('synonym').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.synonym] })],
);

/**
 * Every word the search can find (of active products' name, active ingredient, brand,
 * laboratory and description), lower case and without accents, with how many active products
 * use it. A typed word that is none of these, nor the start of one, is taken for a typo and
 * replaced by the closest words here (pg_trgm's recommended way to correct spelling: a trigram
 * index over a small word list, not over every product). Kept current by triggers on products
 * (migration 0009).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [index('search_vocabulary_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);
