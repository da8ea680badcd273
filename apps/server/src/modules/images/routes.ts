import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import multipart from '@fastify/multipart';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  BackgroundsListRequestSchema,
  BackgroundsListResponseSchema,
  BannerIdRequestSchema,
  BannerResponseSchema,
  BannerUpdateRequestSchema,
  DoneResponseSchema,
  IMAGE_MAX_BYTES,
  ImagesOverviewRequestSchema,
  ImagesOverviewResponseSchema,
  LogoResponseSchema,
  ProductPicturesRequestSchema,
  ProductPicturesResponseSchema,
  SetBackgroundsRequestSchema,
  SetProductPicturesRequestSchema,
} from '@mostrador/shared/schemas/images';
import { failureResponses } from '../../lib/failure-responses';
import type { ImagesActor } from './core';
import type { ImagesService } from './service';
import { readUpload } from './upload';

type Access = { access: readonly string[] };
const failures = failureResponses(400, 401, 403, 404, 409);
const uploadFailures = failureResponses(400, 401, 403, 404, 409, 413, 415, 503);
/** docs/product.md#roles-and-access: images_management needs EDIT_COMPANY_IMAGES; an ADMIN may too (decision 033). */
const IMAGES: Access = { access: [ACCESS.EDIT_COMPANY_IMAGES, ACCESS.ADMIN] };
/** Product pictures are the catalogue team's as well. */
const PRODUCT_PICTURES: Access = { access: [ACCESS.EDIT_COMPANY_IMAGES, ACCESS.CATALOGUE, ACCESS.ADMIN] };
const tags = ['admin: imágenes y banners'];
const UPLOAD_NOTE =
  ' Multipart: los campos antes del archivo (`file`), y el token de sesión en el encabezado `x-token`. JPG, PNG o WebP' +
  ` hasta ${IMAGE_MAX_BYTES / 1024 / 1024} MB; se guarda como WebP en los tamaños de cada lugar.`;

const actor = (req: FastifyRequest): ImagesActor => ({ accountId: req.session.accountId, ip: req.ip });

/** Multipart bodies are not parsed before the session check: the token comes in `x-token`. */
async function tokenFromHeader(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply;
  const header = req.headers['x-token'];
  req.body = { token: typeof header === 'string' ? header : '' };
}

type Body<S> = S extends z.ZodMiniType<infer O> ? O : never;
type App = FastifyInstance;

/** A JSON call: body and answer validated, who may call it, one service call. */
function json<S extends z.ZodMiniType>(
  app: App,
  [path, description, body, response, access]: [string, string, S, z.ZodMiniType, Access],
  run: (req: FastifyRequest, body: Body<S>) => Promise<object>,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `/admin/images/${path}`,
      { schema: { tags, description, body, response: { 200: response, ...failures } }, config: access },
      async (req) => ({ ok: true as const, ...(await run(req, req.body as Body<S>)) }),
    );
}

/** A multipart upload: the token in `x-token`, the file read by the handler (upload.ts). */
function upload(
  app: App,
  [path, description, response, access]: [string, string, z.ZodMiniType, Access],
  run: (req: FastifyRequest) => Promise<object>,
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/admin/images/upload/${path}`,
    {
      schema: {
        tags,
        description: description + UPLOAD_NOTE,
        consumes: ['multipart/form-data'],
        response: { 200: response, ...uploadFailures },
      },
      config: access,
      preHandler: tokenFromHeader,
    },
    async (req) => ({ ok: true as const, ...(await run(req)) }),
  );
}

function jsonRoutes(app: App, images: ImagesService) {
  json(
    app,
    [
      'overview',
      'Logotipo, todos los banners (con fechas) y carpetas de fondos.',
      ImagesOverviewRequestSchema,
      ImagesOverviewResponseSchema,
      IMAGES,
    ],
    () => images.overview(),
  );
  json(
    app,
    [
      'banners/update',
      'Título, enlace, orden y fechas de un banner (publicado: el título no puede quedar vacío).',
      BannerUpdateRequestSchema,
      BannerResponseSchema,
      IMAGES,
    ],
    async (req, b) => ({
      banner: await images.updateBanner(actor(req), b),
    }),
  );
  json(app, ['banners/delete', 'Borra un banner y su imagen.', BannerIdRequestSchema, DoneResponseSchema, IMAGES], async (req, b) => {
    await images.deleteBanner(actor(req), b.ID);
    return {};
  });
  const publish = 'Publica un banner (borrador → publicado): necesita título. Desde entonces la tienda lo muestra en sus fechas.';
  json(app, ['banners/publish', publish, BannerIdRequestSchema, BannerResponseSchema, IMAGES], async (req, b) => ({
    banner: await images.publishBanner(actor(req), b.ID),
  }));
  const unpublish = 'Retira un banner: vuelve a borrador y la tienda y la pantalla de la tienda dejan de mostrarlo.';
  json(app, ['banners/unpublish', unpublish, BannerIdRequestSchema, BannerResponseSchema, IMAGES], async (req, b) => ({
    banner: await images.unpublishBanner(actor(req), b.ID),
  }));
  const pictures = 'Las imágenes de un producto (la primera es la principal).';
  json(app, ['products/get', pictures, ProductPicturesRequestSchema, ProductPicturesResponseSchema, PRODUCT_PICTURES], (_req, b) =>
    images.productPictures(b.SKU),
  );
  const reorder = 'Reordena (la primera es la principal) o quita imágenes de un producto.';
  json(app, ['products/set', reorder, SetProductPicturesRequestSchema, ProductPicturesResponseSchema, PRODUCT_PICTURES], async (req, b) => {
    await images.setProductPictures(actor(req), b.SKU, b.IMAGES);
    return images.productPictures(b.SKU);
  });
  json(
    app,
    ['backgrounds/list', 'Fondos de una carpeta de tema, en orden.', BackgroundsListRequestSchema, BackgroundsListResponseSchema, IMAGES],
    async (_req, b) => ({
      FOLDER: b.FOLDER,
      PATHS: await images.backgrounds(b.FOLDER),
    }),
  );
  json(
    app,
    [
      'backgrounds/set',
      'Reordena o quita fondos de una carpeta de tema.',
      SetBackgroundsRequestSchema,
      BackgroundsListResponseSchema,
      IMAGES,
    ],
    async (req, b) => ({
      FOLDER: b.FOLDER,
      PATHS: await images.setBackgrounds(actor(req), b.FOLDER, b.PATHS),
    }),
  );
}

function uploadRoutes(app: App, images: ImagesService) {
  upload(app, ['logo', 'Sube el logotipo de la empresa.', LogoResponseSchema, IMAGES], async (req) => {
    const { data } = await readUpload(req, 'logo');
    return { LOGO: await images.uploadLogo(actor(req), data) };
  });
  upload(
    app,
    [
      'banner',
      'Nuevo banner (campo TYPE) o nueva imagen de un banner (campo ID); en ambos casos queda como borrador hasta publicarlo.',
      BannerResponseSchema,
      IMAGES,
    ],
    async (req) => {
      const { fields, data } = await readUpload(req, 'banner');
      const id = fields.ID === undefined ? undefined : Number(fields.ID);
      return { banner: await images.uploadBanner(actor(req), data, { type: fields.TYPE, id }) };
    },
  );
  upload(app, ['product', 'Agrega una imagen a un producto (campo SKU).', ProductPicturesResponseSchema, PRODUCT_PICTURES], async (req) => {
    const { fields, data } = await readUpload(req, 'product');
    await images.uploadProductPicture(actor(req), data, fields.SKU);
    return images.productPictures(fields.SKU);
  });
  upload(
    app,
    ['background', 'Agrega un fondo a una carpeta de tema (campo FOLDER).', BackgroundsListResponseSchema, IMAGES],
    async (req) => {
      const { fields, data } = await readUpload(req, 'background');
      return { FOLDER: fields.FOLDER, PATHS: await images.uploadBackground(actor(req), data, fields.FOLDER) };
    },
  );
}

/**
 * `/api/admin/images/*` (issue 20). @fastify/multipart is registered inside this plugin only, so
 * no other route accepts multipart bodies.
 */
export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });
  jsonRoutes(app, images);
  uploadRoutes(app, images);
};
