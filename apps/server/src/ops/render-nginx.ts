// `npm run deploy:nginx -- --env-file /etc/mostrador/mostrador.env --instances 127.0.0.1:3001,127.0.0.1:3002
//   --server-name tienda.example.mx [--listen 80] [--brotli auto|on|off]`: prints the nginx site
// (deploy/nginx/mostrador.conf.template) with the instances and the app's request limits.
import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { hasBrotliModule, renderNginxSite } from './nginx-site';

const { values } = parseArgs({
  options: {
    'env-file': { type: 'string' },
    instances: { type: 'string', default: '127.0.0.1:3001,127.0.0.1:3002' },
    'server-name': { type: 'string', default: '_' },
    listen: { type: 'string', default: '80' },
    brotli: { type: 'string', default: 'auto' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  process.stdout.write(
    'npm run deploy:nginx -- [--env-file FILE] [--instances host:port,…] [--server-name NAME] [--listen 80] [--brotli auto|on|off]\n',
  );
} else {
  const env = values['env-file'] ? parseEnv(readFileSync(values['env-file'], 'utf8')) : {};
  process.stdout.write(
    renderNginxSite({
      listen: values.listen,
      serverName: values['server-name'],
      instances: values.instances.split(',').map((i) => i.trim()),
      env,
      brotli: values.brotli === 'auto' ? hasBrotliModule() : values.brotli === 'on',
    }),
  );
}
