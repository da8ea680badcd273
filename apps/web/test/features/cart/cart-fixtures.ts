import type { CartLine, ShoppingCart } from '@mostrador/shared/schemas/cart';
import type { ProductDetail } from '@mostrador/shared/schemas/catalogue';

export const IBUPROFENO = 'Ibuprofeno 400 mg 10 tabletas';

export const cartLine = (SKU: string, NAME: string, UNITS = 1): CartLine => ({
  SKU,
  UNITS,
  SOY_TU_FAN_JSON: null,
  NAME,
  PRESENTATION: 'Caja',
  IMAGE: '',
  PRICE: 22,
  REQUIRES_PRESCRIPTION: false,
  SUBTOTAL: 22 * UNITS,
  DISCOUNT: 0,
  LINE_TOTAL: 22 * UNITS,
  FREE_UNITS: 0,
});

export const cartOf = (ID: number, products: CartLine[]): { ok: true; shoppingCart: ShoppingCart } => {
  const total = products.reduce((sum, line) => sum + line.LINE_TOTAL, 0);
  const units = products.reduce((sum, line) => sum + line.UNITS, 0);
  return { ok: true, shoppingCart: { ID, products, UNITS: units, SUBTOTAL: total, DISCOUNT: 0, TOTAL: total } };
};

export const PRODUCT: ProductDetail = {
  SKU: 'MED-0016',
  NAME: IBUPROFENO,
  PRESENTATION: 'Caja con 10 tabletas',
  BRAND: 'Genérico',
  LABORATORY: 'Laboratorio',
  ACTIVE_INGREDIENT: 'Ibuprofeno',
  PRICE: 22,
  IMAGE: '',
  REQUIRES_PRESCRIPTION: false,
  SOY_TU_FAN_JSON: null,
  DESCRIPTION: '',
  BARCODE: '7500000000016',
  IMAGES: [],
  CATEGORIES: [],
  AVAILABILITY: [{ BRANCH: 'CENTRO', NAME: 'Mostrador Centro', UNITS: 5 }],
};
