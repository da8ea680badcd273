import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  BackgroundFoldersRequestSchema,
  BackgroundFoldersResponseSchema,
  DeleteThemeRequestSchema,
  DeleteThemeResponseSchema,
  SaveThemeRequestSchema,
  SaveThemeResponseSchema,
} from '@mostrador/shared/schemas/theme-editing';
import { failureResponses } from '../../lib/failure-responses';
import type { ThemeEditor } from './edit-themes';
import type { ThemesRepository } from './repository';

const failures = failureResponses(400, 401, 403, 404, 409);
const tags = ['themes'];

/**
 * `POST /api/themes/saveTheme` and `/deleteTheme` (docs/product.md#themes; SAMPLES and ADMIN or THEMES, checked
 * by the editor's policy so the refusal can say which access is missing) and the editor's list of
 * background folders (SAMPLES).
 */
export const themeEditRoutes: FastifyPluginAsyncZod<{
  editor: ThemeEditor;
  folders: Pick<ThemesRepository, 'listBackgroundFolders'>;
}> = async (app, { editor, folders }) => {
  app.post(
    '/themes/saveTheme',
    {
      schema: {
        tags,
        description: 'Crea o reemplaza un tema (MODE como objeto o texto JSON) y sus colores; queda en la bitácora.',
        body: SaveThemeRequestSchema,
        response: { 200: SaveThemeResponseSchema, ...failures },
      },
      config: { access: 'customer' },
    },
    async (req) => ({ ok: true as const, ...(await editor.save({ session: req.session, ip: req.ip }, req.body)) }),
  );

  app.post(
    '/themes/deleteTheme',
    {
      schema: {
        tags,
        description: 'Borra un tema que no sea el de la empresa; queda en la bitácora.',
        body: DeleteThemeRequestSchema,
        response: { 200: DeleteThemeResponseSchema, ...failures },
      },
      config: { access: 'customer' },
    },
    async (req) => {
      await editor.delete({ session: req.session, ip: req.ip }, req.body.name);
      return { ok: true as const };
    },
  );

  app.post(
    '/themes/backgroundFolders',
    {
      schema: { tags, body: BackgroundFoldersRequestSchema, response: { 200: BackgroundFoldersResponseSchema, ...failures } },
      config: { access: [ACCESS.SAMPLES] },
    },
    async () => ({
      ok: true as const,
      folders: (await folders.listBackgroundFolders()).map((f) => ({ FOLDER: f.folder, PICTURES: Number(f.pictures) })),
    }),
  );
};
