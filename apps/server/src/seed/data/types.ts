/** Shapes of the hand-written demo data; the builders in `../catalogue.ts` turn them into rows. */

export const DEPARTMENT_IDS = [
  'medicamentos',
  'antibioticos',
  'dermocosmetica',
  'cuidado-personal',
  'bebes',
  'vitaminas-y-suplementos',
  'material-de-curacion',
  'salud-sexual',
  'equipo-medico',
] as const;
export type DepartmentId = (typeof DEPARTMENT_IDS)[number];

export const AILMENT_IDS = [
  'dolor-y-fiebre',
  'gripa-y-tos',
  'alergias',
  'diabetes',
  'hipertension',
  'colesterol',
  'estomago',
  'piel',
  'infecciones',
  'heridas',
  'salud-bucal',
  'ojos',
  'huesos-y-articulaciones',
  'defensas-y-energia',
  'salud-intima',
] as const;
export type AilmentId = (typeof AILMENT_IDS)[number];

/**
 * One product line as written in the data files:
 * [name, presentation, brand, laboratory, active ingredient, price MXN, ailment, flags?, description?]
 * Flags: 'f' featured, 'rx' requires prescription, '2' gets a second picture. A tuple keeps
 * 300+ products readable one per line.
 */
export type ProductRow = readonly [
  name: string,
  presentation: string,
  brand: string,
  laboratory: string,
  activeIngredient: string,
  price: number,
  ailment: AilmentId | '',
  flags?: string,
  description?: string,
];

export interface DepartmentProducts {
  department: DepartmentId;
  rows: readonly ProductRow[];
}

/** Promotion ("soy tu fan") payload stored in products.promotion (docs/product.md#promotions-soy-tu-fan). */
export type Promotion =
  | { type: 'NXM'; n: number; m: number; label: string }
  | { type: 'BUY_N_GET_NEXT'; n: number; label: string }
  | { type: 'PERCENT'; percent: number; label: string };

/** Packshot silhouettes the product picture generator knows how to draw. */
export type PackShape = 'box' | 'bottle' | 'dropper' | 'tube' | 'jar' | 'pack' | 'spray' | 'sachet' | 'device';
