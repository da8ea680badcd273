// The themes module's public face: reading themes, editing them, and how a theme is presented.
import { modulePlugin } from '../../lib/module-plugin';
import type { ThemeEditor } from './edit-themes';
import { themeEditRoutes } from './edit-routes';
import type { ThemesRepository } from './repository';
import { themesRoutes } from './routes';
import type { ThemesService } from './service';
export { createThemeEditor, type ThemeEditor } from './edit-themes';
/** Company info carries the company's theme (read with it, in one query): it is presented the themes module's way. */
export { fallbackTheme, presentTheme } from './presenter';
export { createThemesRepository, createTransactionalThemesRepository, type ThemesRepository } from './repository';
export { createThemesService, type ThemesService } from './service';

/** Decorates the API with `themes` and registers reading and editing themes (ARCHITECTURE.md, "Server modules"). */
export const themesModule = modulePlugin<{
  themes: ThemesService;
  editor: ThemeEditor;
  folders: Pick<ThemesRepository, 'listBackgroundFolders'>;
}>('themes', async (api, { themes, editor, folders }) => {
  api.decorate('themes', themes);
  await api.register(themesRoutes, { themes });
  await api.register(themeEditRoutes, { editor, folders });
});

declare module 'fastify' {
  interface FastifyInstance {
    themes: ThemesService;
  }
}
