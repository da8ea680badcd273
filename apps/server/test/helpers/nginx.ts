import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BROTLI_MODULE, hasBrotliModule, renderNginxSite } from '../../src/ops/nginx-site';
import { freePort } from './server-process';

/** Debian's nginx, or null when it is not installed (the deploy tests then say so and skip). */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? null;

export interface RunningNginx {
  origin: string;
  port: number;
  /** The rendered site, as an operator would install it. */
  site: string;
  stop(): Promise<void>;
}

/**
 * nginx on a free loopback port (or `port`) with the site from deploy/nginx (the same renderer as the docs),
 * in its own prefix directory: its own pid, logs and temp files; Debian's service is never used.
 * The benchmark (bench/) starts the same nginx.
 */
export async function startNginx(options: { instances: number[]; env?: Record<string, string>; port?: number }): Promise<RunningNginx> {
  if (!NGINX) throw new Error('nginx is not installed');
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'mostrador-nginx-'));
  // Workers run as nobody when the master is root: they must reach the temp folders.
  await chmod(prefix, 0o755);
  // The benchmark passes a port: it keeps to the ports it was told to use.
  const port = options.port ?? (await freePort());
  const brotli = hasBrotliModule();
  const site = renderNginxSite({
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    instances: options.instances.map((p) => `127.0.0.1:${p}`),
    env: options.env ?? {},
    brotli,
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
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    port,
    site,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
