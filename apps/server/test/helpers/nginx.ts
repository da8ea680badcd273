import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_MODULE, hasBrotliModule, renderNginxSite } from '../../src/ops/nginx-site';
import { freePort } from './server-process';

/** Debian's nginx, or null when it is not installed (the deploy tests then say so and skip). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? null;

export interface RunningNginx {
  /** `http://127.0.0.1:PORT`, or `https://…` with `tls`. */
  origin: string;
  port: number;
  /** With `tls`: the plain HTTP port, which answers with a redirect to https. */
  httpOrigin?: string;
  /** The rendered site, as an operator would install it. */
  site: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  instances: number[];
  env?: Record<string, string>;
  port?: number;
  /** TLS and HTTP/2 on `port` with a self-signed certificate for 127.0.0.1, and the redirect on `httpPort`. */
  tls?: boolean;
  httpPort?: number;
}

/**
 * nginx on a free loopback port (or `port`) with the site from deploy/nginx (the same renderer as the docs),
 * in its own prefix directory: its own pid, logs and temp files; Debian's service is never used.
 * The benchmark (bench/) starts the same nginx.
 */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'mostrador-nginx-'));
  // Workers run as nobody when the master is root: they must reach the temp folders.
  await chmod(prefix, 0o755);
  // The benchmark passes its ports: it keeps to the ports it was told to use.
  const port = options.port ?? (await freePort());
  const httpPort = options.tls ? (options.httpPort ?? (await freePort())) : undefined;
  const brotli = hasBrotliModule();
  const site = renderNginxSite({
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    instances: options.instances.map((p) => `127.0.0.1:${p}`),
    env: options.env ?? {},
    brotli,
    ...(httpPort ? { tls: { ...selfSignedCertificate(prefix), httpListen: `127.0.0.1:${httpPort}` } } : {}),
  });
  await writeFile(path.join(prefix, 'mostrador.conf'), site);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${prefix}/${kind};`).join(' ');
  // Debian's /etc/nginx/nginx.conf in short: what matters here is the site.
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `${brotli ? `load_module ${BROTLI_MODULE};` : ''}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
worker_processes 1;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${temp}
  include ${prefix}/mostrador.conf;
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the site:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `${httpPort ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await answers(`${origin}/api/health`)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port,
    ...(httpPort ? { httpOrigin: `http://127.0.0.1:${httpPort}` } : {}),
    site,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/** A certificate for 127.0.0.1 and its key, in nginx's prefix directory (the files the site names). */
function selfSignedCertificate(prefix: string): { certificate: string; key: string } {
  const certificate = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  const args = [...'req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1'.split(' '), '-keyout', key, '-out', certificate];
  const made = spawnSync('openssl', args, { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { certificate, key };
}

/** True once `url` answers at all; over https the self-signed certificate is accepted for this request only. */
function answers(url: string): Promise<boolean> {
  const request = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = request(url, { rejectUnauthorized: false, timeout: 2_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.once('error', () => resolve(false));
    req.once('timeout', () => req.destroy());
    req.end();
  });
}
