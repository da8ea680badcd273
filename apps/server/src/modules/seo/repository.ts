import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, productCategories, products } from '../../db/schema/index';

/**
 * The few reads of the catalogue that search engines need and the storefront does not: every
 * active product's SKU (the sitemaps) and where a product taken out of the catalogue used to be.
 * Read-only; catalogue-admin owns these tables.
 */
export function createSeoRepository(db: Database) {
  return {
    /** Every active product's SKU and when it last changed, in SKU order (stable files for the sitemaps). */
    async activeProducts(): Promise<{ sku: string; updatedAt: Date }[]> {
      return db
        .select({ sku: products.sku, updatedAt: products.updatedAt })
        .from(products)
        .where(eq(products.active, true))
        .orderBy(asc(products.sku));
    },

    /** An inactive product and its first active department (then any category), or null if no such product. */
    async retiredProduct(sku: string): Promise<{ department: { type: string; id: string } | null } | null> {
      const [found] = await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.sku, sku), eq(products.active, false)))
        .limit(1);
      if (!found) return null;
      const [category] = await db
        .select({ type: categories.type, id: categories.id })
        .from(productCategories)
        .innerJoin(categories, and(eq(categories.type, productCategories.type), eq(categories.id, productCategories.categoryId)))
        .where(and(eq(productCategories.sku, sku), eq(categories.active, true)))
        // DEPARTAMENTO first: the aisle a shopper would look in for something like it.
        .orderBy(desc(eq(categories.type, 'DEPARTAMENTO')), asc(categories.type), asc(categories.position))
        .limit(1);
      return { department: category ?? null };
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
