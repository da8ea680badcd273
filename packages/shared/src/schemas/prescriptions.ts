/** The prescription calls (issue 34, docs/product.md#mis-recetas, docs/security.md#recetas). */
import * as z from 'zod/mini';
import { BranchTokenSchema, described, OkSchema, SessionTokenSchema } from './common';
import { dbId, INT4_MAX } from './numbers';

/** Largest file the upload reads (a phone photo); a PDF may be at most PRESCRIPTION_PDF_MAX_BYTES. */
export const PRESCRIPTION_MAX_BYTES = 15 * 1024 * 1024;
export const PRESCRIPTION_PDF_MAX_BYTES = 10 * 1024 * 1024;
/** Longest side a re-encoded photo keeps: a pharmacist reads handwriting at this size. */
export const PRESCRIPTION_MAX_SIDE = 2400;
/**
 * What the file input offers. HEIC is left out on purpose: when the list does not name it, iOS
 * Safari hands over the iPhone's HEIC photo converted to JPEG, which the server always reads
 * (its sharp reads only AV1-coded HEIF, never the iPhone's HEVC).
 */
export const PRESCRIPTION_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,image/*';

export const PrescriptionFileSchema = z.object({
  ID: z.int(),
  CONTENT_TYPE: z.string(),
  BYTES: z.int(),
  CREATED_AT: z.string(),
});
export type PrescriptionFile = z.infer<typeof PrescriptionFileSchema>;

export const PrescriptionUploadResponseSchema = z.object({ ok: OkSchema, PRESCRIPTION: PrescriptionFileSchema });

/** One file as a reader sees it, with a short-lived signed link (null once purged). */
export const PrescriptionLinkSchema = z.object({
  ID: z.int(),
  CONTENT_TYPE: z.string(),
  CREATED_AT: z.string(),
  URL: z.nullable(z.string()),
});
export type PrescriptionLink = z.infer<typeof PrescriptionLinkSchema>;

export const OrderPrescriptionsRequestSchema = z.object({
  token: SessionTokenSchema,
  branchToken: z.optional(BranchTokenSchema),
  ORDER_ID: described(dbId(), 'Folio del pedido'),
});
/** A folio in a query string (GET): a number as an integer column holds it. */
export const QueryIdSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX));
export const OrderPrescriptionsQuerySchema = z.object({ ORDER_ID: QueryIdSchema });

export const OrderPrescriptionsResponseSchema = z.object({
  ok: OkSchema,
  prescriptions: z.array(PrescriptionLinkSchema),
  DOCTOR: z.nullable(z.object({ DOCTOR_NAME: z.string(), CEDULA: z.string(), DOCTOR_ADDRESS: z.string() })),
});
export type OrderPrescriptionsResponse = z.infer<typeof OrderPrescriptionsResponseSchema>;

export const MyPrescriptionsRequestSchema = z.object({ token: SessionTokenSchema });
export const MyPrescriptionSchema = z.object({
  ...PrescriptionLinkSchema.shape,
  ORDER_ID: z.nullable(z.int()),
  PURGED: z.boolean(),
  DOWNLOAD_URL: z.nullable(z.string()),
});
export type MyPrescription = z.infer<typeof MyPrescriptionSchema>;
export const MyPrescriptionsResponseSchema = z.object({ ok: OkSchema, prescriptions: z.array(MyPrescriptionSchema) });

export const PrescriptionFileQuerySchema = z.object({
  expires: z.string().check(z.regex(/^\d{1,13}$/)),
  viewer: z.string().check(z.regex(/^\d{1,12}$/)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/)),
  download: z.optional(z.enum(['1'])),
});
