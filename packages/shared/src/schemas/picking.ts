/**
 * Picking an order with a scanner (issue 33; docs/product.md#picking): the branch's pick calls,
 * all POST with the session token and the branch token in the body, and the pick list they answer.
 */
import * as z from 'zod/mini';
import { t } from '../messages/es-MX';
import { pickingT } from '../messages/es-MX-picking';
import { isIsoDay } from '../validation/patterns';
import { ORDER_STATUS_IDS, type OrderStatusId } from '../constants/order-status';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { dbId } from './numbers';

/** The longest code a scan may carry: a GS1 DataMatrix of a medicine holds well under it. */
export const PICK_CODE_MAX_LENGTH = 200;
export const PICK_REASON_MAX_LENGTH = 200;

/** Text a person must give; missing counts as blank, so it gets the same words (not "El campo …"). */
const required = (max: number, message: string, tooLong?: string) =>
  z.prefault(
    z
      .string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) })
      .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong)),
    '',
  );

const branchCall = {
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
  ORDER_ID: described(dbId(), 'Folio del pedido'),
};

export const PickListRequestSchema = z.object(branchCall);
export type PickListRequest = z.infer<typeof PickListRequestSchema>;

export const PickScanRequestSchema = z.object({
  ...branchCall,
  CODE: described(
    // Its own words: CODE's label elsewhere is the SMS «Código de verificación».
    required(PICK_CODE_MAX_LENGTH, pickingT('pick.codeRequired'), pickingT('pick.codeTooLong', { max: PICK_CODE_MAX_LENGTH })),
    'Lo que leyó el escáner: EAN-13, o código GS1 (]d2, ]C1, ]Q3; separador GS o paréntesis) con GTIN (01), lote (10), caducidad (17) y serie (21)',
  ),
});
export type PickScanRequest = z.infer<typeof PickScanRequestSchema>;

export const PickLineRequestSchema = z.object({
  ...branchCall,
  SKU: described(required(60, pickingT('pick.skuRequired')), 'Clave (SKU) de la línea del pedido'),
  REASON: described(required(PICK_REASON_MAX_LENGTH, pickingT('pick.reasonRequired')), 'Por qué, p. ej. «código dañado»'),
});
export type PickLineRequest = z.infer<typeof PickLineRequestSchema>;

export const PickLotSchema = z.object({
  LOT: z.nullable(z.string()),
  EXPIRY: described(z.nullable(z.string()), 'YYYY-MM-DD, o null si no se leyó'),
  UNITS: z.int(),
});

export const PickLineSchema = z.object({
  SKU: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  IMAGE: described(z.string(), 'Ruta relativa a img_url; vacía si no hay imagen'),
  BARCODE: z.string(),
  UNITS: described(z.int(), 'Piezas pedidas'),
  PICKED: described(z.int(), 'Piezas ya contadas (escaneadas o confirmadas sin escanear)'),
  UNAVAILABLE: described(z.boolean(), 'Marcada «No disponible»'),
  NEEDS_LOT_EXPIRY: z.boolean(),
  MIN_EXPIRY_DAYS: z.int(),
  STOCK: described(z.int(), 'Existencias del producto en la sucursal del pedido'),
  LOTS: described(z.array(PickLotSchema), 'Lotes y caducidades tomados, con sus piezas'),
  SUBSTITUTION: described(
    z.optional(
      z.nullable(
        z.object({ ID: z.int(), NAME: z.string(), UNITS: z.int(), DIFFERENCE: z.number(), EXPIRES_AT: described(z.string(), 'ISO 8601') }),
      ),
    ),
    'El sustituto ofrecido que espera la respuesta del cliente; null si no hay',
  ),
  SUBSTITUTE_FOR: described(z.optional(z.nullable(z.string())), 'La línea sustituida, si esta línea es un sustituto aceptado'),
  WAITS_PHARMACIST: described(
    z.optional(z.boolean()),
    'Lleva receta y el farmacéutico aún no la revisa: no se puede surtir (issue 34, decisión 071)',
  ),
});
export type PickLine = z.infer<typeof PickLineSchema>;

const OrderStatusSchema = z.custom<OrderStatusId>((v) => (ORDER_STATUS_IDS as readonly unknown[]).includes(v));

export const PickListSchema = z.object({
  ORDER_ID: z.int(),
  ID_STATUS: OrderStatusSchema,
  FULFILMENT: described(z.optional(z.enum(['DELIVERY', 'PICKUP'])), 'DELIVERY: se envía; PICKUP: espera en el mostrador (issue 35)'),
  READY: described(
    z.boolean(),
    'Cada línea completa, o «No disponible» sin sustituto esperando respuesta; un sustituto aceptado se surte como cualquier línea',
  ),
  WAITING: described(z.optional(z.int()), 'Líneas con un sustituto que espera la respuesta del cliente'),
  lines: z.array(PickLineSchema),
  REMOVED: described(
    z.optional(z.array(z.object({ SKU: z.string(), NAME: z.string(), STATUS: z.enum(['REJECTED', 'EXPIRED']) }))),
    'Líneas que el cliente quitó o que se quitaron sin respuesta',
  ),
});
export type PickList = z.infer<typeof PickListSchema>;

export const PickListResponseSchema = z.object({ ok: OkSchema, ...PickListSchema.shape });
export type PickListResponse = z.infer<typeof PickListResponseSchema>;

export const PickScanResponseSchema = z.object({
  ok: OkSchema,
  ...PickListSchema.shape,
  SKU: described(z.string(), 'La línea que contó el escaneo'),
  REPEATED: described(
    z.boolean(),
    'true: el mismo código de la misma persona en menos de 150 ms (repetición del escáner); no se contó otra vez',
  ),
});
export type PickScanResponse = z.infer<typeof PickScanResponseSchema>;

/** What the branch room hears after each pick change (PICK_UPDATED), so two staff see each other's scans. */
export interface PickUpdate {
  ORDER_ID: number;
  READY: boolean;
  /** Lines with a substitute waiting for the customer's answer: the monitor shows «Esperando respuesta del cliente». */
  WAITING: number;
  LINES: { SKU: string; UNITS: number; PICKED: number; UNAVAILABLE: boolean }[];
}

/** How many branches one all-day summary may add up (the monitor with «Solo mi sucursal» off asks for every one). */
export const PICK_DAY_BRANCHES_MAX = 200;

/** The all-day summary (issue 33): one day in Mexico City, of the branches the monitor lists (lastOrders' rule). */
export const PickDaySummaryRequestSchema = z.object({
  token: SessionTokenSchema,
  branchToken: BranchTokenSchema,
  DATE: described(z.string().check(z.refine(isIsoDay, t('validation.isoDay'))), 'Día (YYYY-MM-DD) en la Ciudad de México'),
  BRANCHES: described(
    z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))).check(z.maxLength(PICK_DAY_BRANCHES_MAX))),
    'Claves de sucursal que se suman; sin él, la del branchToken. Otra que la del branchToken solo con ALL_BRANCHES (403)',
  ),
});
export type PickDaySummaryRequest = z.infer<typeof PickDaySummaryRequestSchema>;

export const PickDayProductSchema = z.object({
  SKU: z.string(),
  NAME: z.string(),
  PRESENTATION: z.string(),
  UNITS: described(z.int(), 'Piezas por surtir: pedidas menos contadas; sin las líneas «No disponible»'),
  ORDERS: described(z.int(), 'Pedidos que aún lo esperan'),
});
export type PickDayProduct = z.infer<typeof PickDayProductSchema>;

export const StageClockSchema = z.object({
  MINUTES: described(z.nullable(z.number()), 'Promedio en minutos (un decimal); null si ningún pedido pasó por la etapa'),
  ORDERS: described(z.int(), 'Pedidos promediados'),
});
export type StageClock = z.infer<typeof StageClockSchema>;

export const PickDaySummarySchema = z.object({
  DATE: z.string(),
  BRANCH: described(z.string(), 'La sucursal del branchToken'),
  BRANCHES: described(z._default(z.array(z.string()), []), 'Las sucursales sumadas'),
  products: described(z.array(PickDayProductSchema), 'De los pedidos «Pendiente» y «Surtiendo» del día; más piezas primero'),
  clocks: z.object({
    PENDING: described(StageClockSchema, '«Pendiente»: de la creación a «Surtiendo»'),
    STOCKING: described(StageClockSchema, '«Surtiendo»: de «Surtiendo» al siguiente estado'),
  }),
});
export type PickDaySummary = z.infer<typeof PickDaySummarySchema>;

export const PickDaySummaryResponseSchema = z.object({ ok: OkSchema, ...PickDaySummarySchema.shape });
export type PickDaySummaryResponse = z.infer<typeof PickDaySummaryResponseSchema>;
