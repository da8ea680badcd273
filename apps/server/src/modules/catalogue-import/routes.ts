import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ACCESS } from '@mostrador/shared/constants/access';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import {
  ImportDryRunRequestSchema,
  ImportDryRunResponseSchema,
  ImportExportRequestSchema,
  ImportJobRequestSchema,
  ImportJobResponseSchema,
  ImportTemplateRequestSchema,
} from '@mostrador/shared/schemas/catalogue-import';
import { AppError } from '../../lib/errors';
import { failureResponses } from '../../lib/failure-responses';
import type { CatalogueImportService } from './service';

const failures = failureResponses(400, 401, 403, 404);
const tags = ['admin: importación del catálogo'];
const access = [ACCESS.CATALOGUE, ACCESS.ADMIN];
const MIB = 1_048_576;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `/api/catalogue-import/*` (CATALOGUE or ADMIN). The upload is multipart (streamed by
 * @fastify/multipart, registered in this plugin's scope only, with its own size limit); its
 * session token travels in the `x-token` header, since the body is the file (decision 031).
 */
export const catalogueImportRoutes: FastifyPluginAsyncZod<{ imports: CatalogueImportService; maxFileBytes: number }> = async (
  app,
  { imports, maxFileBytes },
) => {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true });

  registerUpload(app, imports, maxFileBytes);

  app.post(
    '/catalogue-import/dryRun',
    {
      schema: {
        tags,
        description:
          'Simulación: revisa el archivo con esta asignación de columnas y lista cada problema por fila y columna. No escribe nada.',
        body: ImportDryRunRequestSchema,
        response: { 200: ImportDryRunResponseSchema, ...failureResponses(409), ...failures },
      },
      config: { access },
    },
    async (req) => {
      const { job, problems, problemCount, summary, warnings, changes } = await imports.dryRun(
        req.session,
        req.body.JOB_ID,
        req.body.MAPPING,
      );
      const answer = { ok: true as const, JOB: job, PROBLEM_COUNT: problemCount, PROBLEMS: problems, SUMMARY: summary };
      return { ...answer, WARNING_COUNT: warnings.count, WARNINGS: warnings.list, CHANGES: changes };
    },
  );

  app.post(
    '/catalogue-import/apply',
    {
      schema: {
        tags,
        description: 'Aplica (o reanuda) una importación revisada, por lotes; el avance se consulta con /status.',
        body: ImportJobRequestSchema,
        response: { 202: ImportJobResponseSchema, ...failureResponses(409, 422), ...failures },
      },
      config: { access },
    },
    async (req, reply) => {
      const { job } = await imports.apply(req.session, req.body.JOB_ID, req.ip);
      return reply.code(202).send({ ok: true as const, JOB: job });
    },
  );

  app.post(
    '/catalogue-import/status',
    {
      schema: {
        tags,
        description: 'El avance de una importación.',
        body: ImportJobRequestSchema,
        response: { 200: ImportJobResponseSchema, ...failures },
      },
      config: { access },
    },
    async (req) => ({ ok: true as const, JOB: await imports.status(req.session, req.body.JOB_ID) }),
  );

  registerDownloads(app, imports);
};

/** The export and the template: files, not JSON (a refusal is JSON as everywhere). */
function registerDownloads(app: Parameters<typeof catalogueImportRoutes>[0], imports: CatalogueImportService): void {
  app.post(
    '/catalogue-import/export',
    {
      schema: {
        tags,
        description: 'El catálogo completo con las mismas columnas de la importación (CSV UTF-8 con BOM).',
        body: ImportExportRequestSchema,
        response: { 200: z.string(), ...failures },
      },
      config: { access },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogo.csv"')
        .send(await imports.exportCsv()),
  );

  app.post(
    '/catalogue-import/template',
    {
      schema: {
        tags,
        description:
          'Plantilla de la importación (CSV UTF-8 con BOM o XLSX): las columnas exactas que lee, una «Existencia <sucursal>» por sucursal abierta, y dos filas de ejemplo que pasan la simulación.',
        body: ImportTemplateRequestSchema,
        response: { 200: z.string(), ...failures },
      },
      config: { access },
    },
    async (req, reply) => {
      const isCsv = req.body.FORMAT === 'CSV';
      return (
        reply
          .header('content-type', isCsv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
          .header('content-disposition', `attachment; filename="plantilla-catalogo.${isCsv ? 'csv' : 'xlsx'}"`)
          // Fastify sends a Buffer as it is, past the response serializer; the schema's string documents the body.
          .send((await imports.template(req.body.FORMAT)) as unknown as string)
      );
    },
  );
}

function registerUpload(app: Parameters<typeof catalogueImportRoutes>[0], imports: CatalogueImportService, maxFileBytes: number): void {
  app.post(
    '/catalogue-import/upload',
    {
      schema: {
        tags,
        description: 'Sube un CSV (UTF-8, con o sin BOM; separado por comas o punto y coma) o un XLSX. Token en el encabezado x-token.',
        consumes: ['multipart/form-data'],
        response: { 200: ImportJobResponseSchema, ...failureResponses(413, 415), ...failures },
      },
      config: { access },
      // The session plugin reads `token` from the body; a multipart body is the file, so it comes from the header.
      preHandler: async (req: FastifyRequest) => {
        const header = req.headers['x-token'];
        req.body = { token: typeof header === 'string' ? header : '' };
      },
    },
    async (req) => {
      const { name, file } = await receiveFile(req, maxFileBytes);
      return { ok: true as const, JOB: await imports.upload(req.session, name, file) };
    },
  );
}

async function receiveFile(req: FastifyRequest, maxFileBytes: number): Promise<{ name: string; file: Buffer }> {
  let part;
  try {
    part = req.isMultipart() ? await req.file() : undefined;
  } catch {
    part = undefined;
  }
  if (!part) throw new AppError(catalogueImportT('import.error.noFile'), 400);
  try {
    const file = await part.toBuffer();
    if (file.length === 0) throw new AppError(catalogueImportT('import.error.noFile'), 400);
    return { name: (part.filename || 'archivo').slice(0, 200), file };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(catalogueImportT('import.error.tooLarge', { mib: Math.round(maxFileBytes / MIB) }), 413);
    throw new AppError(catalogueImportT('import.error.noFile'), 400);
  }
}
