import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BackgroundsRequestSchema,
  BackgroundsResponseSchema,
  GetThemeRequestSchema,
  GetThemeResponseSchema,
  GetThemesRequestSchema,
  GetThemesResponseSchema,
} from '@mostrador/shared/schemas/themes';
import { failureResponses } from '../../lib/failure-responses';
import { sendJson } from '../../lib/json-cache';
import type { ThemesService } from './service';

export const themesRoutes: FastifyPluginAsyncZod<{ themes: ThemesService }> = async (app, { themes }) => {
  const tags = ['themes'];

  app.post(
    '/themes/getThemes',
    { schema: { tags, body: GetThemesRequestSchema, response: { 200: GetThemesResponseSchema } } },
    (_req, reply) => sendJson(reply, themes.getThemes()),
  );

  app.post(
    '/themes/getTheme',
    { schema: { tags, body: GetThemeRequestSchema, response: { 200: GetThemeResponseSchema, ...failureResponses(404) } } },
    (req, reply) => sendJson(reply, themes.getTheme(req.body.THEME)),
  );

  app.post(
    '/themes/backgrounds',
    { schema: { tags, body: BackgroundsRequestSchema, response: { 200: BackgroundsResponseSchema } } },
    (req, reply) => sendJson(reply, themes.backgrounds(req.body.FOLDER)),
  );
};
