import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS, type AccessName } from '@mostrador/shared/constants/access';
import {
  ACCOUNT_PAGE_SIZE,
  type AdminAccount,
  AccountChangeResponseSchema,
  AccountDetailRequestSchema,
  AccountDetailResponseSchema,
  AccountSearchRequestSchema,
  AccountSearchResponseSchema,
  AssignStaffRequestSchema,
  CloseSessionsRequestSchema,
  InviteRequestSchema,
  RemoveStaffRequestSchema,
  SetAccessRequestSchema,
  SetCourierBranchRequestSchema,
  SetDisabledRequestSchema,
} from '@mostrador/shared/schemas/admin';
import type { FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { failureResponses } from '../../lib/failure-responses';
import type { AdminService } from './service';

const failures = failureResponses(400, 401, 403, 404, 409);
const ADMIN_ONLY = { access: [ACCESS.ADMIN] };
const tags = ['admin: personas y accesos'];

type Body<S> = S extends z.ZodMiniType<infer O> ? O : never;
type Changed = Promise<AdminAccount>;
type ChangeRoute<S extends z.ZodMiniType> = [
  path: string,
  description: string,
  body: S,
  run: (req: FastifyRequest, body: Body<S>) => Changed,
];

/** `POST /api/admin/users/<action>` (ADMIN): find people, change their access, staff branch and state. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  app.post(
    '/admin/users/search',
    {
      schema: {
        tags,
        description: 'Busca cuentas por celular, nombre o correo (inicio de palabra, sin acentos), por páginas.',
        body: AccountSearchRequestSchema,
        response: { 200: AccountSearchResponseSchema, ...failures },
      },
      config: ADMIN_ONLY,
    },
    async (req) => {
      const { accounts, hasMore, manyMatches } = await admin.search(req.body.QUERY, req.body.PAGE, ACCOUNT_PAGE_SIZE);
      return { ok: true as const, accounts, PAGE: req.body.PAGE, HAS_MORE: hasMore, MANY_MATCHES: manyMatches };
    },
  );
  app.post(
    '/admin/users/detail',
    {
      schema: {
        tags,
        description: 'Una cuenta con su historial de cambios.',
        body: AccountDetailRequestSchema,
        response: { 200: AccountDetailResponseSchema, ...failures },
      },
      config: ADMIN_ONLY,
    },
    async (req) => ({ ok: true as const, ...(await admin.detail(req.body.ACCOUNT_ID)) }),
  );
  const change = <S extends z.ZodMiniType>(...[path, description, body, run]: ChangeRoute<S>) =>
    app.post(
      `/admin/users/${path}`,
      { schema: { tags, description, body, response: { 200: AccountChangeResponseSchema, ...failures } }, config: ADMIN_ONLY },
      async (req) => ({ ok: true as const, account: await run(req, req.body as Body<S>) }),
    );
  const acting = (req: FastifyRequest, body: { REASON: string }) => ({ session: req.session, ip: req.ip, reason: body.REASON });

  change(
    'setAccess',
    'Da o quita un acceso. Nadie se quita su propio ADMIN; siempre queda un administrador activo.',
    SetAccessRequestSchema,
    (req, b) => admin.setAccess(acting(req, b), b.ACCOUNT_ID, b.ACCESS as AccessName, b.GRANTED),
  );
  change(
    'setDisabled',
    'Desactiva (cierra sus sesiones al instante) o activa una cuenta; sus pedidos se conservan.',
    SetDisabledRequestSchema,
    (req, b) => admin.setDisabled(acting(req, b), b.ACCOUNT_ID, b.DISABLED),
  );
  change('closeSessions', 'Cierra todas las sesiones de la cuenta en todos sus dispositivos.', CloseSessionsRequestSchema, (req, b) =>
    admin.closeSessions(acting(req, b), b.ACCOUNT_ID),
  );
  change(
    'assignStaff',
    'Liga un correo de Google a una sucursal para esta persona, o la cambia de sucursal.',
    AssignStaffRequestSchema,
    (req, b) => admin.assignStaff(acting(req, b), b),
  );
  change(
    'removeStaff',
    'Quita la sucursal de un correo; sus tokens de sucursal dejan de valer al instante.',
    RemoveStaffRequestSchema,
    (req, b) => admin.removeStaff(acting(req, b), b),
  );
  change(
    'setCourierBranch',
    'Da a un repartidor la sucursal cuyos pedidos reparte, o se la quita con null (issue 35).',
    SetCourierBranchRequestSchema,
    (req, b) => admin.setCourierBranch(acting(req, b), b.ACCOUNT_ID, b.BRANCH),
  );
  change(
    'invite',
    'Crea la cuenta de un celular con los accesos elegidos; la persona pone su contraseña con la recuperación por SMS.',
    InviteRequestSchema,
    (req, b) => admin.invite(acting(req, b), b),
  );
};
