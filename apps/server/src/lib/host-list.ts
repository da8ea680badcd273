const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A list of host names as an operator writes it: comma-separated, each written `example.com`,
 * `*.example.com` or `.example.com` (all three mean the name and its subdomains). Lower-cased and
 * without the wildcard; null when an entry is not a host name.
 */
export function parseHostList(value: string): string[] | null {
  const hosts = value
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\*?\./, ''),
    )
    .filter((entry) => entry !== '');
  return hosts.length > 0 && hosts.every((host) => HOST_NAME.test(host)) ? hosts : null;
}

/** The host is a listed name or a subdomain of one, label by label: `evilpush.apple.com` is not under `push.apple.com`. */
export function isHostOnList(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((entry) => host === entry || host.endsWith(`.${entry}`));
}
