// The images module's public face: media storage, uploads and their routes.
import { modulePlugin } from '../../lib/module-plugin';
import { imagesRoutes } from './routes';
import type { ImagesService } from './service';
export { createImages, createMediaStorage, mediaReader, registerS3Media, registerSharePictures } from './media';
export type { ImagesService } from './service';
/** Magic-byte sniffing, shared with prescription uploads (issue 34). */
export { createLimiter, sniff } from './pipeline';
export { createLocalStorage, createS3Storage, type MediaStorage, type StoredObject } from './storage';

/** Decorates the API with `images` and registers the module's routes (ARCHITECTURE.md, "Server modules"). */
export const imagesModule = modulePlugin<{ images: ImagesService }>('images', async (api, { images }) => {
  api.decorate('images', images);
  await api.register(imagesRoutes, { images });
});

declare module 'fastify' {
  interface FastifyInstance {
    images: ImagesService;
  }
}
