import * as z from 'zod/mini';
import { BannerTypeSchema } from './company';
import { described, SessionTokenSchema } from './common';
import { dbId, intBetween } from './numbers';

export * from './images-views';

/** A media path as stored (relative to img_url): lower-case segments, no `..`, a picture extension. */
export const MediaPathSchema = described(
  z.string().check(z.maxLength(300), z.regex(/^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.(?:webp|png|jpg|svg)$/)),
  'Ruta de la imagen relativa a img_url',
);
/** Theme folder names, as themes use them (docs/product.md#themes FOLDER). */
export const FolderSchema = z.string().check(z.minLength(1), z.maxLength(60), z.regex(/^[A-Za-z0-9_-]+$/));
const SkuSchema = z.string().check(z.minLength(1), z.maxLength(60));
/** ISO date-time or null (no limit). */
const WhenSchema = z.nullable(z.iso.datetime({ offset: true }));

const Token = z.object({ token: SessionTokenSchema });
export const ImagesOverviewRequestSchema = Token;
export const BannerUpdateRequestSchema = z.object({
  token: SessionTokenSchema,
  ID: dbId(),
  TITLE: z.string().check(z.maxLength(120)),
  LINK: described(z.string().check(z.maxLength(500)), 'Ruta de la app (/...) o https://'),
  POSITION: intBetween(0, 9999),
  // No ACTIVE here: a banner is published and retired only by banners/publish and banners/unpublish.
  STARTS_AT: WhenSchema,
  ENDS_AT: WhenSchema,
});
export type BannerUpdateRequest = z.infer<typeof BannerUpdateRequestSchema>;
/** banners/delete, banners/publish (needs a title) and banners/unpublish (back to draft). */
export const BannerIdRequestSchema = z.object({ token: SessionTokenSchema, ID: dbId() });
export const ProductPicturesRequestSchema = z.object({ token: SessionTokenSchema, SKU: SkuSchema });
export const SetProductPicturesRequestSchema = z.object({
  token: SessionTokenSchema,
  SKU: SkuSchema,
  IMAGES: described(z.array(MediaPathSchema).check(z.maxLength(20)), 'Las actuales en otro orden, o sin las que se borran'),
});

export const BackgroundsListRequestSchema = z.object({ token: SessionTokenSchema, FOLDER: FolderSchema });
export const SetBackgroundsRequestSchema = z.object({
  token: SessionTokenSchema,
  FOLDER: FolderSchema,
  PATHS: described(z.array(MediaPathSchema).check(z.maxLength(100)), 'Las actuales en otro orden, o sin las que se borran'),
});

/** Multipart fields of the upload calls (sent before the file; the token goes in `x-token`). */
export const UploadFieldsSchemas = {
  logo: z.object({}),
  banner: z.object({
    TYPE: z.optional(BannerTypeSchema),
    ID: z.optional(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/))),
  }),
  product: z.object({ SKU: SkuSchema }),
  background: z.object({ FOLDER: FolderSchema }),
} as const;
export type UploadKind = keyof typeof UploadFieldsSchemas;
