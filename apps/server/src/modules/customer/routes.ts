import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressesListRequestSchema,
  AddressesResponseSchema,
  AddressIdRequestSchema,
  AddressSaveRequestSchema,
  UpdateAccountRequestSchema,
  UpdatePasswordRequestSchema,
  UserResponseSchema,
} from '@mostrador/shared/schemas/customer';
import { failureResponses } from '../../lib/failure-responses';
import type { CustomerService } from './service';

const failures = failureResponses(400, 401, 403, 404, 429);

export const customerRoutes: FastifyPluginAsyncZod<{ customer: CustomerService }> = async (app, { customer }) => {
  const tags = ['customer'];
  const user = { 200: UserResponseSchema, ...failures };
  const addresses = { 200: AddressesResponseSchema, ...failures };

  app.post(
    '/customer/updateAccount',
    { config: { access: 'customer' }, schema: { tags, body: UpdateAccountRequestSchema, response: user } },
    async (req) => ({
      ok: true as const,
      user: await customer.updateAccount(req.session, req.body),
    }),
  );
  app.post(
    '/customer/updatePassword',
    { config: { access: 'customer' }, schema: { tags, body: UpdatePasswordRequestSchema, response: user } },
    async (req) => ({
      ok: true as const,
      user: await customer.updatePassword(req.session, req.body),
    }),
  );

  app.post(
    '/customer/addresses/list',
    { config: { access: 'customer' }, schema: { tags, body: AddressesListRequestSchema, response: addresses } },
    async (req) => ({
      ok: true as const,
      user_addresses: await customer.listAddresses(req.session),
    }),
  );
  app.post(
    '/customer/addresses/save',
    { config: { access: 'customer' }, schema: { tags, body: AddressSaveRequestSchema, response: addresses } },
    async (req) => ({
      ok: true as const,
      user_addresses: await customer.saveAddress(req.session, req.body),
    }),
  );
  app.post(
    '/customer/addresses/delete',
    { config: { access: 'customer' }, schema: { tags, body: AddressIdRequestSchema, response: addresses } },
    async (req) => ({
      ok: true as const,
      user_addresses: await customer.deleteAddress(req.session, req.body.ID),
    }),
  );
  app.post(
    '/customer/addresses/setDefault',
    { config: { access: 'customer' }, schema: { tags, body: AddressIdRequestSchema, response: addresses } },
    async (req) => ({
      ok: true as const,
      user_addresses: await customer.setDefaultAddress(req.session, req.body.ID),
    }),
  );
};
