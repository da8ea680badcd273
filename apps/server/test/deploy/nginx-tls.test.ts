import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNginxSite, type NginxSiteOptions } from '../../src/ops/nginx-site';
import { APP_JS, ASSET, INDEX_HTML } from '../helpers/chain';
import { runOpsCommand, startServerProcess, type ServerProcess } from '../helpers/env-server-process';
import { httpCall } from '../helpers/http-client';
import { NGINX, startNginx, type RunningNginx } from '../helpers/nginx';

const LETSENCRYPT = '/etc/letsencrypt/live/tienda.example.mx';
const SITE: NginxSiteOptions = { listen: '443', serverName: 'tienda.example.mx', instances: ['127.0.0.1:3001'], env: {}, brotli: false };
const TLS = { certificate: `${LETSENCRYPT}/fullchain.pem`, key: `${LETSENCRYPT}/privkey.pem`, httpListen: '80' };

describe('the nginx site with TLS, as rendered', () => {
  it('serves TLS and HTTP/2 on the main port and redirects plain HTTP to https; without a certificate, plain HTTP', () => {
    const plain = renderNginxSite({ ...SITE, listen: '80' });
    expect(plain).toContain('    listen 80;\n');
    expect(plain).not.toMatch(/^\s*(ssl_|return 301)/m);
    expect(plain.match(/^server \{/gm)).toHaveLength(1);
    const site = renderNginxSite({ ...SITE, tls: TLS });
    expect(site).toContain('    listen 443 ssl http2;\n    server_name tienda.example.mx;\n');
    expect(site).toContain(`    ssl_certificate ${LETSENCRYPT}/fullchain.pem;\n    ssl_certificate_key ${LETSENCRYPT}/privkey.pem;\n`);
    expect(site).toContain('    ssl_protocols TLSv1.2 TLSv1.3;\n');
    expect(site).toMatch(
      /server \{\n {4}listen 80;\n {4}server_name tienda\.example\.mx;\n {4}return 301 https:\/\/\$host\$request_uri;\n\}/,
    );
  });

  it('refuses a certificate, key or port nginx would read as something else', () => {
    const bad = [
      { ...TLS, certificate: '' },
      { ...TLS, certificate: '/etc/ssl/my cert.pem' },
      { ...TLS, key: '/etc/ssl/key.pem; include /etc/passwd' },
      { ...TLS, key: '"/etc/ssl/key.pem"' },
      { ...TLS, httpListen: '80; return 200' },
      { ...TLS, httpListen: ' ' },
    ];
    for (const tls of bad) expect(() => renderNginxSite({ ...SITE, tls })).toThrow(/not a file name|not listen parameters/);
  });

  it('the command wants the certificate and its key together', async () => {
    const alone = await runOpsCommand('render-nginx', ['--tls-cert', TLS.certificate], {});
    expect(alone.code).toBe(2);
    expect(alone.output).toContain('--tls-cert and --tls-key go together');
    const both = await runOpsCommand('render-nginx', ['--tls-cert', TLS.certificate, '--tls-key', TLS.key, '--brotli', 'off'], {});
    expect(both.code).toBe(0);
    expect(both.output).toContain('listen 443 ssl http2;');
  });
});

if (NGINX === null) console.warn('deploy/nginx TLS tests skipped: nginx is not installed (apt-get install nginx; .ci/run does)');

describe.runIf(NGINX !== null)('nginx with TLS and HTTP/2 in front of an instance', () => {
  let webDist: string;
  let app: ServerProcess | undefined;
  let nginx: RunningNginx | undefined;
  let session: ClientHttp2Session | undefined;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'mostrador-tls-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(webDist, ASSET), APP_JS);
    // One instance on its in-memory database: the cheapest real server.
    app = await startServerProcess({ APP_MODE: 'test', TRUST_PROXY: 'true', WEB_DIST_DIR: webDist });
    nginx = await startNginx({ instances: [Number(new URL(app.origin).port)], tls: true });
    session = connect(nginx.origin, { rejectUnauthorized: false });
    await once(session, 'connect');
  }, 120_000);
  afterAll(async () => {
    session?.close();
    await nginx?.stop();
    await app?.stop();
    await rm(webDist, { recursive: true, force: true });
  });

  function get(url: string, headers: Record<string, string> = {}): Promise<{ headers: IncomingHttpHeaders; body: string }> {
    return new Promise((resolve, reject) => {
      if (!session) return reject(new Error('no HTTP/2 session'));
      const stream = session.request({ ':path': url, ...headers });
      let answer: IncomingHttpHeaders = {};
      let body = '';
      stream.setEncoding('utf8');
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => resolve({ headers: answer, body }));
      stream.on('error', reject);
    });
  }

  it('negotiates HTTP/2 over TLS and serves the storefront and the API on one connection', async () => {
    expect(nginx?.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session?.alpnProtocol).toBe('h2');
    const [page, health, asset] = await Promise.all([get('/', { accept: 'text/html' }), get('/api/health'), get(`/${ASSET}`)]);
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="root"></div>');
    expect(health.headers[':status']).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ ok: true });
    expect(asset.headers[':status']).toBe(200);
    expect(asset.body).toBe(APP_JS);
  });

  it('answers plain HTTP with a permanent redirect to the same path over https', async () => {
    const answer = await httpCall(`${nginx?.httpOrigin}/same/path?q=1`);
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://127.0.0.1/same/path?q=1');
  });
});
