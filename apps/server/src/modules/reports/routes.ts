import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  RUM_MAX_BYTES,
  ReportExportRequestSchema,
  ReportRequestSchema,
  ReportResponseSchema,
  RumBeaconSchema,
} from '@mostrador/shared/schemas/reports';
import * as z from 'zod/mini';
import { failureResponses } from '../../lib/failure-responses';
import { clientKey } from '../../plugins/rate-limit';
import type { Rum } from './rum';
import type { ReportsService } from './service';

const failures = failureResponses(400, 401, 403, 422);
const tags = ['admin: reportes'];
/** Chain-wide figures: people with REPORTS, and admins. */
const config = { access: [ACCESS.REPORTS, ACCESS.ADMIN] };
const CONTENT_TYPES = { CSV: 'text/csv; charset=utf-8', XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** `POST /api/admin/reports/<action>` and the storefront's `POST /api/rum`. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; rum: Rum }> = async (app, { reports, rum }) => {
  app.post(
    '/admin/reports/summary',
    {
      config,
      schema: {
        tags,
        description: 'Todas las cifras de un periodo para una sucursal o todas lado a lado, como tablas.',
        body: ReportRequestSchema,
        response: { 200: ReportResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await reports.report(req.body)) }),
  );
  app.post(
    '/admin/reports/export',
    {
      config,
      schema: {
        tags,
        description: 'Una tabla del reporte como CSV (UTF-8 con BOM) o XLSX.',
        body: ReportExportRequestSchema,
        response: { 200: z.any(), ...failures },
      },
    },
    async (req, reply) => {
      const file = await reports.export(req.body);
      return reply
        .header('content-type', CONTENT_TYPES[file.format])
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
  app.post(
    '/rum',
    {
      bodyLimit: RUM_MAX_BYTES,
      schema: {
        tags: ['storefront'],
        description:
          'Core Web Vitals de una visita real (navigator.sendBeacon): tipo de página, dispositivo y conexión, nada que identifique a la persona.',
        body: RumBeaconSchema,
        response: { 204: z.null(), ...failureResponses(400, 413, 415, 429) },
      },
    },
    async (req, reply) => {
      await rum.record(req.body, clientKey(req.ip));
      return reply.code(204).send(null);
    },
  );
};
