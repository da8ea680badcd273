import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config';
import { MESSAGES } from '../lib/messages';

/** deploy/nginx/mostrador.conf.template: the one nginx site the docs and the tests use. */
export const NGINX_TEMPLATE = fileURLToPath(new URL('../../../../deploy/nginx/mostrador.conf.template', import.meta.url));

/** Where Debian's libnginx-mod-http-brotli-filter puts its module. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

export interface NginxSiteOptions {
  /** `listen` parameters, e.g. `80` or `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** The instances, `host:port` each. */
  instances: string[];
  /** The instances' environment (their EnvironmentFile): the request limits come from it. */
  env: Record<string, string | undefined>;
  /** Compress with brotli too; only when nginx loads the module. */
  brotli: boolean;
  /**
   * Serve over TLS with HTTP/2 on `listen`, and answer plain HTTP on `httpListen` with a redirect
   * to https. The files as nginx reads them (certbot's fullchain.pem and privkey.pem).
   */
  tls?: { certificate: string; key: string; httpListen: string };
}

const BROTLI = `    brotli on;
    brotli_comp_level 4;
    brotli_min_length 1024;
    brotli_types application/json application/javascript text/css text/plain image/svg+xml application/manifest+json;`;

function tlsLines(tls: NonNullable<NginxSiteOptions['tls']>): string {
  return `    # TLS 1.2 and 1.3 only; sessions resumed from a cache shared by the workers.
    ssl_certificate ${tls.certificate};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:mostrador_tls:10m;
    ssl_session_timeout 1d;`;
}

function httpRedirect(tls: NonNullable<NginxSiteOptions['tls']>, serverName: string): string {
  return `# Plain HTTP only sends browsers to https, same host, same path and query.
server {
    listen ${tls.httpListen};
    server_name ${serverName};
    return 301 https://$host$request_uri;
}`;
}

/** A file nginx reads, written into the site as one word: not empty, no spaces, `;` or quotes. */
function checkFile(what: string, file: string): void {
  if (!/^[^\s;'"]+$/.test(file))
    throw new Error(`not a file name nginx can read (no spaces, ; or quotes): ${what} ${JSON.stringify(file)}`);
}

/** The site with every {{…}} filled in; the limits are read by the app's own config parser. */
export function renderNginxSite(options: NginxSiteOptions): string {
  const { bodyLimitBytes, headerLimitBytes } = loadConfig({
    BODY_LIMIT_BYTES: options.env.BODY_LIMIT_BYTES,
    HEADER_LIMIT_BYTES: options.env.HEADER_LIMIT_BYTES,
  });
  if (options.instances.length === 0) throw new Error('at least one instance (host:port)');
  for (const instance of options.instances) {
    if (!/^[\w.-]+:\d{1,5}$|^\[[\d:a-fA-F]+\]:\d{1,5}$/.test(instance)) throw new Error(`not host:port: ${instance}`);
  }
  const { tls } = options;
  if (tls) {
    checkFile('certificate', tls.certificate);
    checkFile('key', tls.key);
    if (!/^[^;'"{}\r\n]+$/.test(tls.httpListen) || !tls.httpListen.trim())
      throw new Error(`not listen parameters: ${JSON.stringify(tls.httpListen)}`);
  }
  const values: Record<string, string> = {
    UPSTREAM_SERVERS: options.instances.map((i) => `    server ${i} max_fails=1 fail_timeout=2s;`).join('\n'),
    // nginx 1.22 (Debian 12) turns HTTP/2 on with a listen parameter; the `http2 on;` directive
    // only exists from 1.25.1 (where the parameter still works, with a deprecation warning).
    LISTEN: tls ? `${options.listen} ssl http2` : options.listen,
    TLS: tls ? tlsLines(tls) : '    # TLS: render again with --tls-cert and --tls-key (docs/deployment.md §6)',
    HTTP_REDIRECT: tls ? httpRedirect(tls, options.serverName) : '# Plain HTTP only: no redirect to https.',
    SERVER_NAME: options.serverName,
    BODY_LIMIT_BYTES: String(bodyLimitBytes),
    HEADER_LIMIT_BYTES: String(headerLimitBytes),
    BROTLI: options.brotli ? BROTLI : '    # brotli: install libnginx-mod-http-brotli-filter and render again',
    PAYLOAD_TOO_LARGE_JSON: failureJson(MESSAGES.payloadTooLarge),
    HEADERS_TOO_LARGE_JSON: failureJson(MESSAGES.headersTooLarge),
    UNAVAILABLE_JSON: failureJson(MESSAGES.serviceUnavailable),
  };
  return readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder {{${name}}} in ${NGINX_TEMPLATE}`);
    return value;
  });
}

/** True when Debian's brotli module is installed (and so loaded by /etc/nginx/modules-enabled). */
export function hasBrotliModule(): boolean {
  return existsSync(BROTLI_MODULE);
}

/**
 * The house failure shape inside an nginx single-quoted string. Quotes, backslashes, `$` (a
 * variable to nginx) and control characters become JSON \u escapes, which nginx leaves as they are.
 */
function failureJson(message: string): string {
  const escaped = [...message]
    .map((c) => (c < ' ' || `"'\\$`.includes(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c))
    .join('');
  return `{"ok":false,"errors":"${escaped}"}`;
}
