import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@mostrador/shared/constants/access';
import {
  RegisterExportRequestSchema,
  RegisterListRequestSchema,
  RegisterListResponseSchema,
} from '@mostrador/shared/schemas/antibiotic-register';
import * as z from 'zod/mini';
import { failureResponses } from '../../lib/failure-responses';
import type { AntibioticRegisterService } from './service';

const failures = failureResponses(400, 401, 403, 422);
const tags = ['admin: libro de antibióticos'];
/** Chain-wide (decision 068): pharmacists and admins, never a branch token's staff or support. */
const config = { access: [ACCESS.PHARMACIST, ACCESS.ADMIN] };

const CONTENT_TYPES = { CSV: 'text/csv; charset=utf-8', XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** `POST /api/admin/antibioticRegister/<action>`: read and export the register; nothing edits it. */
export const registerRoutes: FastifyPluginAsyncZod<{ register: AntibioticRegisterService }> = async (app, { register }) => {
  app.post(
    '/admin/antibioticRegister/list',
    {
      config,
      schema: {
        tags,
        description: 'Los movimientos del libro en un periodo (y sucursal), por páginas, con sus totales.',
        body: RegisterListRequestSchema,
        response: { 200: RegisterListResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await register.list(req.body)) }),
  );
  app.post(
    '/admin/antibioticRegister/export',
    {
      config,
      schema: {
        tags,
        description: 'El libro del periodo como CSV (UTF-8 con BOM) o XLSX, con el encabezado que pide la inspección.',
        body: RegisterExportRequestSchema,
        response: { 200: z.any(), ...failures },
      },
    },
    async (req, reply) => {
      const file = await register.export(req.body);
      return reply
        .header('content-type', CONTENT_TYPES[file.format])
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
};
