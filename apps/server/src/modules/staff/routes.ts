import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogoutResponseSchema } from '@mostrador/shared/schemas/auth';
import {
  BranchLogoutRequestSchema,
  GoogleConfigResponseSchema,
  GoogleLoginRequestSchema,
  GoogleLoginResponseSchema,
} from '@mostrador/shared/schemas/staff';
import { failureResponses } from '../../lib/failure-responses';
import type { StaffService } from './service';

const failures = failureResponses(400, 401, 403, 503);

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; google: { clientId: string; demo: boolean } }> = async (
  app,
  { staff, google },
) => {
  app.post(
    '/login/google',
    {
      schema: {
        tags: ['login: sucursal'],
        description:
          'Inicio de sesión del personal de sucursal con Google: devuelve la sucursal y un token de sucursal ligado a la sesión.',
        body: GoogleLoginRequestSchema,
        response: { 200: GoogleLoginResponseSchema, ...failures },
      },
      config: { access: 'customer' },
    },
    async (req) => ({ ok: true as const, ...(await staff.loginGoogle(req.session, req.body)) }),
  );
  app.get(
    '/login/google/config',
    {
      schema: {
        tags: ['login: sucursal'],
        description:
          'Cómo inicia sesión la sucursal: el ID de cliente de Google Identity Services, o el sustituto local en modo demostración.',
        response: { 200: GoogleConfigResponseSchema },
      },
    },
    async () => ({ ok: true as const, CLIENT_ID: google.clientId, DEMO: google.demo }),
  );

  app.post(
    '/login/google/logout',
    {
      schema: {
        tags: ['login: sucursal'],
        description: 'Cierra la sesión de sucursal: el token de sucursal deja de valer; la sesión con el celular sigue abierta.',
        body: BranchLogoutRequestSchema,
        response: { 200: LogoutResponseSchema, ...failures },
      },
      // The session must be live; the branch token is revoked when it is one of this session's.
      config: { access: 'customer', branchToken: 'optional' },
    },
    async (req) => {
      await staff.logoutBranch(req.session);
      return { ok: true as const };
    },
  );
};
