import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';

/** A product as the catalogue answers it, for previews (no request needed). */
export const SAMPLE_PRODUCT: ProductSummary = {
  SKU: 'MUESTRA-001',
  NAME: 'Paracetamol 500 mg',
  PRESENTATION: 'Caja con 20 tabletas',
  BRAND: 'Genérico',
  LABORATORY: 'Laboratorio Muestra',
  ACTIVE_INGREDIENT: 'Paracetamol',
  PRICE: 48.5,
  IMAGE: '',
  REQUIRES_PRESCRIPTION: false,
  SOY_TU_FAN_JSON: JSON.stringify({ label: '3x2' }),
};
