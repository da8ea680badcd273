import { products } from '../../db/schema/index';

/**
 * What a product list shows of each product (the catalogue's presentProductSummary): no
 * description, barcode or dates to read and parse. The in-memory index holds exactly these
 * columns, so a list answered from memory and one answered in SQL carry the same rows.
 */
export const summaryColumns = {
  sku: products.sku,
  name: products.name,
  presentation: products.presentation,
  brand: products.brand,
  laboratory: products.laboratory,
  activeIngredient: products.activeIngredient,
  price: products.price,
  images: products.images,
  requiresPrescription: products.requiresPrescription,
  medicineGroup: products.medicineGroup,
  antibiotic: products.antibiotic,
  promotion: products.promotion,
};
export type ProductSummaryRow = Pick<typeof products.$inferSelect, keyof typeof summaryColumns>;

export type ProductSort = 'relevance' | 'price_asc' | 'price_desc' | 'name';
