/** The in-store price checker's lookup (issue 22): GET /catalogue/barcode/<EAN>?BRANCH= */
import * as z from 'zod/mini';
import { kioskT } from '../messages/es-MX-kiosk';
import { isValidEan13 } from '../validation/ean13';
import { BRANCH_CODE_PATTERN } from '../validation/branch-code';
import { described, OkSchema } from './common';

export const BarcodeParamsSchema = z.object({
  EAN: described(
    z.string().check(z.trim(), z.refine(isValidEan13, kioskT('barcode.invalid'))),
    'EAN-13: 13 dígitos con dígito verificador',
  ),
});

export const BarcodeQuerySchema = z.object({
  BRANCH: described(
    z.optional(z.string().check(z.trim(), z.regex(BRANCH_CODE_PATTERN, kioskT('barcode.branchInvalid')))),
    'Clave de la sucursal cuyas existencias se muestran (p. ej. GDL-CENTRO)',
  ),
});
export type BarcodeQuery = z.infer<typeof BarcodeQuerySchema>;

export const BarcodeProductSchema = z.object({
  SKU: z.string(),
  BARCODE: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  PRICE: described(z.number(), 'Pesos con impuestos, dos decimales'),
  IMAGE: described(z.string(), 'Ruta relativa a img_url; vacía si no hay imagen'),
  REQUIRES_PRESCRIPTION: z.boolean(),
  SOY_TU_FAN_JSON: described(z.nullable(z.string()), 'Promoción «soy tu fan» como texto JSON, o null'),
});
export type BarcodeProduct = z.infer<typeof BarcodeProductSchema>;

export const BarcodeResponseSchema = z.object({
  ok: OkSchema,
  product: BarcodeProductSchema,
  BRANCH: described(
    z.nullable(z.object({ BRANCH: z.string(), NAME: z.string(), UNITS: z.int() })),
    'Con BRANCH: piezas en esa sucursal (0 si no tiene); sin BRANCH: null',
  ),
});
export type BarcodeResponse = z.infer<typeof BarcodeResponseSchema>;
