// Baseline for the API benchmark: a bare Fastify route that returns the same JSON the real
// endpoint returned, with none of our plugins, schemas or database behind it.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 3302);
const payloads = JSON.parse(process.env.BARE_PAYLOADS ?? '{}') as Record<string, unknown>;

const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(payloads)) {
  app.route({ method: ['GET', 'POST'], url: path, handler: async () => body });
}
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
