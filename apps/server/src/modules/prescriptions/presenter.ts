import type { MyPrescription, PrescriptionFile, PrescriptionLink } from '@mostrador/shared/schemas/prescriptions';
import type { PrescriptionRow } from './repository';
import type { LinkSigner } from './links';

export const presentFile = (row: PrescriptionRow): PrescriptionFile => ({
  ID: row.id,
  CONTENT_TYPE: row.contentType,
  BYTES: row.bytes,
  CREATED_AT: row.createdAt.toISOString(),
});

/** A file with a link minted for `viewer`; a purged file has none. */
export const presentLink = (row: PrescriptionRow, links: LinkSigner, viewer: number): PrescriptionLink => ({
  ID: row.id,
  CONTENT_TYPE: row.contentType,
  CREATED_AT: row.createdAt.toISOString(),
  URL: row.purgedAt ? null : links.url(row.id, viewer),
});

export const presentMine = (row: PrescriptionRow, links: LinkSigner, viewer: number): MyPrescription => ({
  ...presentLink(row, links, viewer),
  ORDER_ID: row.orderId,
  PURGED: row.purgedAt !== null,
  DOWNLOAD_URL: row.purgedAt ? null : links.url(row.id, viewer, true),
});
