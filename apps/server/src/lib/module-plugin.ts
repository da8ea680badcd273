import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A server module's public face (ARCHITECTURE.md, "Server modules"): one plugin that decorates the
 * API with what other parts may use and registers the module's routes. Not encapsulated, so the
 * decorations are visible to the modules registered after it; each route file still gets its own
 * context when the plugin registers it.
 */
export function modulePlugin<Options extends object>(
  name: string,
  register: (api: FastifyInstance, options: Options) => Promise<void>,
  dependencies: string[] = [],
) {
  return fp<Options>(register, { name, dependencies, fastify: '5.x' });
}
