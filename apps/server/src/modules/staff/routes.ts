import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';
import { GoogleLoginRequestSchema, GoogleLoginResponseSchema } from '@mostrador/shared/schemas/staff';
import type { StaffService } from './service';

const failures = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 503: ErrorResponseSchema };

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.post(
    '/login/google',
    {
      schema: {
        tags: ['login: sucursal'],
        description: 'Inicio de sesión del personal de sucursal con Google: devuelve la sucursal y un token de sucursal ligado a la sesión.',
        body: GoogleLoginRequestSchema,
        response: { 200: GoogleLoginResponseSchema, ...failures },
      },
    },
    async (req) => ({ ok: true as const, ...(await staff.loginGoogle(req.body)) }),
  );
};
