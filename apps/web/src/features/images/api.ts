import type { BannerType } from '@mostrador/shared/schemas/company';
import type {
  AdminBanner,
  BackgroundsListResponse,
  ImagesOverviewResponse,
  ProductPicturesResponse,
} from '@mostrador/shared/schemas/images-views';
import { ApiError, UNKNOWN_ERROR, errorMessageOf } from '../../shared/api/api-error';
import { apiPost } from '../../shared/api/client';
import { imagesSchemas } from '../../shared/api/lazy-schemas';

// Answers are parsed with the schemas of images-views.ts, loaded with the first call.
type ImagesSchemas = Awaited<ReturnType<typeof imagesSchemas>>;
const schema =
  <T>(pick: (m: ImagesSchemas) => { parse(v: unknown): T }) =>
  () =>
    imagesSchemas().then(pick);

export const fetchOverview = (token: string, signal?: AbortSignal): Promise<ImagesOverviewResponse> =>
  apiPost(
    '/admin/images/overview',
    { token },
    schema((m) => m.ImagesOverviewResponseSchema),
    { signal },
  );

export interface BannerFields {
  ID: number;
  TITLE: string;
  LINK: string;
  POSITION: number;
  STARTS_AT: string | null;
  ENDS_AT: string | null;
}
export const updateBanner = (token: string, fields: BannerFields) =>
  apiPost(
    '/admin/images/banners/update',
    { token, ...fields },
    schema((m) => m.BannerResponseSchema),
  );
/** Draft → published (the server refuses it without a title), or back to draft ("Retirar"). */
export const setBannerPublished = (token: string, ID: number, isPublished: boolean) =>
  apiPost(
    isPublished ? '/admin/images/banners/publish' : '/admin/images/banners/unpublish',
    { token, ID },
    schema((m) => m.BannerResponseSchema),
  );
export const deleteBanner = (token: string, ID: number) =>
  apiPost(
    '/admin/images/banners/delete',
    { token, ID },
    schema((m) => m.DoneResponseSchema),
  );

export const fetchProductPictures = (token: string, SKU: string): Promise<ProductPicturesResponse> =>
  apiPost(
    '/admin/images/products/get',
    { token, SKU },
    schema((m) => m.ProductPicturesResponseSchema),
  );
export const setProductPictures = (token: string, SKU: string, IMAGES: string[]): Promise<ProductPicturesResponse> =>
  apiPost(
    '/admin/images/products/set',
    { token, SKU, IMAGES },
    schema((m) => m.ProductPicturesResponseSchema),
  );

export const fetchBackgrounds = (token: string, FOLDER: string, signal?: AbortSignal): Promise<BackgroundsListResponse> =>
  apiPost(
    '/admin/images/backgrounds/list',
    { token, FOLDER },
    schema((m) => m.BackgroundsListResponseSchema),
    { signal },
  );
export const setBackgrounds = (token: string, FOLDER: string, PATHS: string[]): Promise<BackgroundsListResponse> =>
  apiPost(
    '/admin/images/backgrounds/set',
    { token, FOLDER, PATHS },
    schema((m) => m.BackgroundsListResponseSchema),
  );

/** The upload calls' path (the JSON client sends JSON only; this is multipart). */
const UPLOAD_PATH = '/api/admin/images/upload/';

/**
 * POST /admin/images/upload/<kind> as multipart: the fields first, then the file, and the
 * session token in `x-token` (the server reads no body before it checks who asks).
 */
export async function uploadImage<T>(
  kind: 'logo' | 'banner' | 'product' | 'background',
  token: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATH + kind, { method: 'POST', headers: { 'x-token': token }, body: form });
  } catch {
    throw new ApiError(UNKNOWN_ERROR, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiError(errorMessageOf(body), response.status);
  return body as T;
}

export const uploadBanner = (token: string, file: File, target: { TYPE: BannerType } | { ID: number }) =>
  uploadImage<{ banner: AdminBanner }>('banner', token, file, 'ID' in target ? { ID: String(target.ID) } : { TYPE: target.TYPE });
