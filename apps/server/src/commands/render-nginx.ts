// `npm run deploy:nginx -- --env-file /etc/mostrador/mostrador.env --instances 127.0.0.1:3001,127.0.0.1:3002
//   --server-name tienda.example.mx [--listen 80] [--brotli auto|on|off]
//   [--tls-cert fullchain.pem --tls-key privkey.pem [--http-listen 80]]`: prints the nginx site
// (deploy/nginx/mostrador.conf.template) with the instances and the app's request limits. With a
// certificate and its key the site serves TLS and HTTP/2 (on 443 unless --listen says otherwise)
// and answers plain HTTP on --http-listen with a redirect to https.
import { readFileSync } from 'node:fs';
import { parseArgs, parseEnv } from 'node:util';
import { hasBrotliModule, renderNginxSite } from '../ops/nginx-site';

const { values } = parseArgs({
  options: {
    'env-file': { type: 'string' },
    instances: { type: 'string', default: '127.0.0.1:3001,127.0.0.1:3002' },
    'server-name': { type: 'string', default: '_' },
    listen: { type: 'string' },
    brotli: { type: 'string', default: 'auto' },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    'http-listen': { type: 'string', default: '80' },
    help: { type: 'boolean', default: false },
  },
});

const certificate = values['tls-cert'];
const key = values['tls-key'];
if (values.help) {
  process.stdout.write(
    'npm run deploy:nginx -- [--env-file FILE] [--instances host:port,…] [--server-name NAME] [--listen 80] [--brotli auto|on|off]\n' +
      '                        [--tls-cert FULLCHAIN.pem --tls-key PRIVKEY.pem [--http-listen 80]]\n' +
      '  With --tls-cert and --tls-key: TLS and HTTP/2 on --listen (443 by default), and a redirect to https on --http-listen.\n',
  );
} else if ((certificate === undefined) !== (key === undefined)) {
  process.stderr.write('--tls-cert and --tls-key go together: give both (TLS and HTTP/2) or neither (plain HTTP)\n');
  process.exitCode = 2;
} else {
  const env = values['env-file'] ? parseEnv(readFileSync(values['env-file'], 'utf8')) : {};
  const tls = certificate !== undefined && key !== undefined ? { certificate, key, httpListen: values['http-listen'] } : undefined;
  process.stdout.write(
    renderNginxSite({
      listen: values.listen ?? (tls ? '443' : '80'),
      serverName: values['server-name'],
      instances: values.instances.split(',').map((i) => i.trim()),
      env,
      brotli: values.brotli === 'auto' ? hasBrotliModule() : values.brotli === 'on',
      tls,
    }),
  );
}
