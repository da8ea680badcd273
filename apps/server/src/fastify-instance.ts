import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
import { RequestLogController } from './lib/log-controller';
import { MESSAGES } from './lib/messages';
import { serializerCompiler, validatorCompiler } from './lib/zod-compilers';
import { clientErrorHandler, sendFailure } from './plugins/error-handler';
import { requestId } from './plugins/request-id';

/**
 * Every route validates and serialises with zod. Naming the compilers as the schema controller's
 * factories (not only with setValidatorCompiler) keeps Fastify from loading and setting up Ajv and
 * fast-json-stringify at start-up (~0.3 s here) for schemas it will never see. Fastify's types
 * describe Ajv factories, hence the cast; Fastify calls them only for the compiler they return.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** The Fastify instance with the server-wide options: limits, logging, request IDs, compilers, early errors. */
export function createFastify(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  return Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? { level: config.logLevel } }),
    bodyLimit: config.bodyLimitBytes,
    http: { maxHeaderSize: config.headerLimitBytes },
    trustProxy: config.trustProxy,
    // While closing, a request already on a kept-alive connection (a load balancer sent it before
    // it saw the close) is answered, not refused: Fastify adds `Connection: close` to it, so the
    // balancer's next request goes to another instance, and nothing fails in a rolling restart.
    return503OnClosing: false,
    logController: new RequestLogController(),
    genReqId: requestId,
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Malformed URLs (bad percent-encoding) never reach a route; answer them like any 400.
    frameworkErrors: (_error, _req, reply) => void sendFailure(reply, 400, MESSAGES.badUrl),
    // What Node refuses before Fastify runs (431, 400, 408) is answered in Spanish too.
    clientErrorHandler,
  });
}
