import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '@mostrador/shared/messages/es-MX';
import { DevIdpAccountsResponseSchema, DevIdpTokenRequestSchema, DevIdpTokenResponseSchema } from '@mostrador/shared/schemas/staff';
import { AppError } from '../../lib/errors';
import { failureResponses } from '../../lib/failure-responses';
import type { DevIdentityProvider } from './dev-identity-provider';
import type { StaffService } from './service';

/** The Google stand-in's calls (docs/product.md#demo-mode); registered only when it is in use, never in production. */
export const devIdpRoutes: FastifyPluginAsyncZod<{ idp: DevIdentityProvider; staff: StaffService }> = async (app, { idp, staff }) => {
  const tags = ['dev (solo demo)'];
  app.get('/dev/idp/accounts', { schema: { tags, response: { 200: DevIdpAccountsResponseSchema } } }, async () => ({
    ok: true as const,
    accounts: await staff.demoAccounts(),
  }));
  app.post(
    '/dev/idp/token',
    { schema: { tags, body: DevIdpTokenRequestSchema, response: { 200: DevIdpTokenResponseSchema, ...failureResponses(404) } } },
    async (req) => {
      const email = req.body.email.toLowerCase();
      const account = (await staff.demoAccounts()).find((a) => a.email === email);
      if (!account) throw new AppError(t('staff.notAssigned', { email }), 404);
      return { ok: true as const, id_token: await idp.issue(email, account.name) };
    },
  );
};
