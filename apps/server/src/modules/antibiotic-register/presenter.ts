import type { RegisterRow } from '@mostrador/shared/schemas/antibiotic-register';
import type { RegisterRecord } from './repository';

/** A register row as the API answers it. */
export const presentRow = (r: RegisterRecord): RegisterRow => ({
  ID: r.id,
  BRANCH: r.branch,
  ORDER_ID: r.orderId,
  DISPENSED_AT: r.dispensedAt.toISOString(),
  SKU: r.sku,
  GENERIC_NAME: r.genericName,
  BRAND_NAME: r.brandName,
  PRESENTATION: r.presentation,
  LOT: r.lot,
  EXPIRY: r.expiry,
  QUANTITY: r.quantity,
  DOCTOR_NAME: r.doctorName,
  CEDULA: r.cedula,
  DOCTOR_ADDRESS: r.doctorAddress,
  NOTE: r.note,
});
