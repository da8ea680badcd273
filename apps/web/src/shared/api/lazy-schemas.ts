/*
 * Every schema group of the contract the web parses answers with, loaded on demand: each group
 * is its own chunk, fetched while the first call that needs it is in flight (apiPost/apiGet take
 * these loaders), so zod and the schemas stay out of the first download.
 */

// Storefront and account.
export const authSchemas = () => import('@mostrador/shared/schemas/auth');
export const cartSchemas = () => import('@mostrador/shared/schemas/cart');
export const catalogueSchemas = () => import('@mostrador/shared/schemas/catalogue');
export const branchStockSchemas = () => import('@mostrador/shared/schemas/branch-stock');
export const companySchemas = () => import('@mostrador/shared/schemas/company');
export const customerSchemas = () => import('@mostrador/shared/schemas/customer');
export const ordersSchemas = () => import('@mostrador/shared/schemas/orders');
export const pushSchemas = () => import('@mostrador/shared/schemas/push');
export const themesSchemas = () => import('@mostrador/shared/schemas/themes');

// Staff: branch monitor and the in-store screen.
export const staffSchemas = () => import('@mostrador/shared/schemas/staff');
export const barcodeSchemas = () => import('@mostrador/shared/schemas/barcode');
export const pickingSchemas = () => import('@mostrador/shared/schemas/picking');
// Issue 35: pickup at a branch and the customer's tracker.
export const pickupSchemas = () => import('@mostrador/shared/schemas/pickup');
export const trackingSchemas = () => import('@mostrador/shared/schemas/tracking');

// Back office: the admin's answers (not admin.ts, whose requests the web never sends; decision 021).
export const adminSchemas = () => import('@mostrador/shared/schemas/admin-views');
export const supportSchemas = () => import('@mostrador/shared/schemas/support');
export const imagesSchemas = () => import('@mostrador/shared/schemas/images-views');
export const catalogueImportSchemas = () => import('@mostrador/shared/schemas/catalogue-import');
export const themeEditingSchemas = () => import('@mostrador/shared/schemas/theme-editing');
