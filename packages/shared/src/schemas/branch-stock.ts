/** Stock at the branch that serves the customer (issue 32): GET /catalogue/stock?BRANCH=&SKUS= */
import * as z from 'zod/mini';
import { catalogueT } from '../messages/es-MX-catalogue';
import { SKU_PATTERN } from '../validation/product-fields';
import { BRANCH_CODE_PATTERN } from '../validation/branch-code';
import { described, OkSchema } from './common';

/** At most this many products per question: a page of results, a cart. */
export const BRANCH_STOCK_SKUS_MAX = 100;

/** "A,B,C" → ['A', 'B', 'C'], without blanks or repeats. */
export const skuList = (text: string): string[] => [...new Set(text.split(',').map((s) => s.trim()))].filter((s) => s !== '');

export const BranchStockQuerySchema = z.object({
  BRANCH: described(
    z.string().check(z.trim(), z.regex(BRANCH_CODE_PATTERN, catalogueT('stock.branchInvalid'))),
    'Clave de la sucursal (p. ej. GDL-CENTRO)',
  ),
  SKUS: described(
    z.string().check(
      z.maxLength(BRANCH_STOCK_SKUS_MAX * 41, catalogueT('stock.skusInvalid', { max: BRANCH_STOCK_SKUS_MAX })),
      z.refine(
        (text) => {
          const skus = skuList(text);
          return skus.length > 0 && skus.length <= BRANCH_STOCK_SKUS_MAX && skus.every((s) => SKU_PATTERN.test(s));
        },
        catalogueT('stock.skusInvalid', { max: BRANCH_STOCK_SKUS_MAX }),
      ),
    ),
    `SKUs separados por comas (hasta ${BRANCH_STOCK_SKUS_MAX})`,
  ),
});
export type BranchStockQuery = z.infer<typeof BranchStockQuerySchema>;
/** Issue 35: the same SKUs, at every active branch. */
export const StockByBranchQuerySchema = z.object({ SKUS: BranchStockQuerySchema.shape.SKUS });

export const BranchStockResponseSchema = z.object({
  ok: OkSchema,
  BRANCH: z.string(),
  NAME: described(z.string(), 'Nombre de la sucursal'),
  UNITS: described(z.record(z.string(), z.int()), 'Piezas por SKU en la sucursal (0 = agotado ahí, o no se vende)'),
});
export type BranchStockResponse = z.infer<typeof BranchStockResponseSchema>;
