import type { ProductSummary } from '@mostrador/shared/schemas/catalogue';
import type { OrderSummary } from '@mostrador/shared/schemas/orders';

const base = { BRAND: 'Genérico', LABORATORY: 'Laboratorio Muestra', IMAGE: '', SOY_TU_FAN_JSON: null } as const;

/** Products as the catalogue answers them: plain, with a promotion, with a prescription. */
export const SAMPLE_PRODUCTS: ProductSummary[] = [
  {
    ...base,
    SKU: 'MUESTRA-1',
    NAME: 'Paracetamol 500 mg',
    PRESENTATION: 'Caja con 20 tabletas',
    ACTIVE_INGREDIENT: 'Paracetamol',
    PRICE: 48.5,
    REQUIRES_PRESCRIPTION: false,
  },
  {
    ...base,
    SKU: 'MUESTRA-2',
    NAME: 'Ibuprofeno 400 mg',
    PRESENTATION: 'Caja con 10 tabletas',
    ACTIVE_INGREDIENT: 'Ibuprofeno',
    PRICE: 62,
    REQUIRES_PRESCRIPTION: false,
    SOY_TU_FAN_JSON: JSON.stringify({ label: '3x2' }),
  },
  {
    ...base,
    SKU: 'MUESTRA-3',
    NAME: 'Amoxicilina 500 mg',
    PRESENTATION: 'Caja con 12 cápsulas',
    ACTIVE_INGREDIENT: 'Amoxicilina',
    PRICE: 1234.5,
    REQUIRES_PRESCRIPTION: true,
  },
];

/** An order of the history (on its way: no cancel button, which would call the server). */
export const SAMPLE_ORDER: OrderSummary = {
  ID: 1024,
  ID_STATUS: 3,
  BRANCH: 'GDL-CENTRO',
  BRANCH_NAME: 'Mostrador Centro',
  CREATED_AT: '2026-11-25T10:30:00-06:00',
  UNITS: 3,
  TOTAL: 159,
};
