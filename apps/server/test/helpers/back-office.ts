import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client';
import { accountAccess } from '../../src/db/schema/index';
import { signedInCustomer } from './customers';

/** A signed-in person holding these access entries (besides ACCOUNT), made straight in the database. */
export async function personWith(db: Database, access: readonly string[]) {
  const person = await signedInCustomer(db);
  await db.insert(accountAccess).values([...new Set(['ACCOUNT', ...access])].map((a) => ({ accountId: person.accountId, access: a })));
  return person;
}

/** A back-office call as the web makes it: POST, token in the body, from a fixed address. */
export const call = (app: FastifyInstance, url: string, token: string, body: object = {}): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: { token, ...body }, remoteAddress: '10.9.8.7' });
