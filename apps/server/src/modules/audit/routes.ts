import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS } from '@mostrador/shared/constants/access';
import { AUDIT_PAGE_SIZE, AuditFilterSchema, AuditListResponseSchema, type AuditFilter } from '@mostrador/shared/schemas/admin';
import * as z from 'zod/mini';
import { failureResponses } from '../../lib/failure-responses';
import type { AuditQuery } from './repository';
import type { AuditService } from './service';

const failures = failureResponses(400, 401, 403);
const tags = ['admin: bitácora'];

const queryOf = (f: AuditFilter): AuditQuery => ({
  ...(f.ACTOR_ID === undefined ? {} : { actorId: f.ACTOR_ID }),
  ...(f.TARGET_ID === undefined ? {} : { targetId: f.TARGET_ID }),
  ...(f.ACTION === undefined || f.ACTION === '' ? {} : { action: f.ACTION }),
  ...(f.FROM === undefined ? {} : { from: new Date(f.FROM) }),
  ...(f.TO === undefined ? {} : { to: new Date(f.TO) }),
});

/** `POST /api/admin/audit/<action>` (ADMIN): read and export the trail; nothing edits or deletes it. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.post(
    '/admin/audit/list',
    {
      schema: {
        tags,
        description: 'La bitácora, lo más nuevo primero, filtrada por quién, sobre quién, acción y fechas.',
        body: AuditFilterSchema,
        response: { 200: AuditListResponseSchema, ...failures },
      },
      config: { access: [ACCESS.ADMIN] },
    },
    async (req) => {
      const { entries, hasMore } = await audit.list(queryOf(req.body), req.body.PAGE, AUDIT_PAGE_SIZE);
      return { ok: true as const, entries, PAGE: req.body.PAGE, HAS_MORE: hasMore };
    },
  );
  app.post(
    '/admin/audit/export',
    {
      schema: {
        tags,
        description: 'La bitácora filtrada como CSV (UTF-8 con BOM, para Excel).',
        body: AuditFilterSchema,
        response: { 200: z.string(), ...failures },
      },
      config: { access: [ACCESS.ADMIN] },
    },
    async (req, reply) => {
      const csv = await audit.csv(queryOf(req.body));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bitacora.csv"')
        .send(csv);
    },
  );
};
