import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponseSchema } from '@mostrador/shared/schemas/common';
import {
  AddressesListRequestSchema,
  AddressesResponseSchema,
  AddressIdRequestSchema,
  AddressSaveRequestSchema,
  UpdateAccountRequestSchema,
  UpdatePasswordRequestSchema,
  UserResponseSchema,
} from '@mostrador/shared/schemas/customer';
import type { CustomerService } from './service';

const failures = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema, 429: ErrorResponseSchema };

export const customerRoutes: FastifyPluginAsyncZod<{ customer: CustomerService }> = async (app, { customer }) => {
  const tags = ['customer'];
  const user = { 200: UserResponseSchema, ...failures };
  const addresses = { 200: AddressesResponseSchema, ...failures };

  app.post('/customer/updateAccount', { schema: { tags, body: UpdateAccountRequestSchema, response: user } }, async (req) => ({
    ok: true as const,
    user: await customer.updateAccount(req.body),
  }));
  app.post('/customer/updatePassword', { schema: { tags, body: UpdatePasswordRequestSchema, response: user } }, async (req) => ({
    ok: true as const,
    user: await customer.updatePassword(req.body),
  }));

  app.post('/customer/addresses/list', { schema: { tags, body: AddressesListRequestSchema, response: addresses } }, async (req) => ({
    ok: true as const,
    user_addresses: await customer.listAddresses(req.body.token),
  }));
  app.post('/customer/addresses/save', { schema: { tags, body: AddressSaveRequestSchema, response: addresses } }, async (req) => ({
    ok: true as const,
    user_addresses: await customer.saveAddress(req.body),
  }));
  app.post('/customer/addresses/delete', { schema: { tags, body: AddressIdRequestSchema, response: addresses } }, async (req) => ({
    ok: true as const,
    user_addresses: await customer.deleteAddress(req.body.token, req.body.ID),
  }));
  app.post('/customer/addresses/setDefault', { schema: { tags, body: AddressIdRequestSchema, response: addresses } }, async (req) => ({
    ok: true as const,
    user_addresses: await customer.setDefaultAddress(req.body.token, req.body.ID),
  }));
};
