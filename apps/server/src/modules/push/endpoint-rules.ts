import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { AppMode } from '../../config';
import { isHostOnList } from '../../lib/host-list';

/**
 * The push services of the browsers (PUSH_ENDPOINT_HOSTS' production default), each with its
 * subdomains: Chrome, Edge, Opera, Samsung (FCM), Firefox (updates.push.services.mozilla.com),
 * Safari (web.push.apple.com) and Windows' own (wns2-*.notify.windows.com).
 */
export const BROWSER_PUSH_SERVICES = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/** Where the server may send a push: a subscription's endpoint names it, so a customer chooses it. */
export interface EndpointRules {
  /** Hosts (and their subdomains) an endpoint may name; null: any. */
  hosts: readonly string[] | null;
  httpsOnly: boolean;
  /** The local push service of demo and test listens on 127.0.0.1. */
  allowLoopback: boolean;
}

/** A host name's addresses (DNS); tests replace it to name hosts inside the network. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** Production: https to the listed push services only. Every mode: no address inside the network. */
export function endpointRules(mode: AppMode, hosts: readonly string[] | null): EndpointRules {
  const isProduction = mode === 'production';
  return { hosts: hosts ?? (isProduction ? BROWSER_PUSH_SERVICES : null), httpsOnly: isProduction, allowLoopback: !isProduction };
}

/** The connection was refused by these rules, not by the push service. */
export class EndpointRefusedError extends Error {
  readonly code = 'PUSH_ENDPOINT_REFUSED';
  constructor(host: string, address?: string) {
    super(`push endpoint ${host}${address ? ` resolves to ${address}` : ''}: not a public address`);
    this.name = 'EndpointRefusedError';
  }
}

/**
 * Only public unicast addresses: loopback (unless allowed), private, link-local (cloud metadata
 * at 169.254.169.254), unique-local, carrier-grade NAT, multicast, reserved and the rest of
 * ipaddr.js' special ranges are refused. IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as IPv4.
 */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** The URL's host without IPv6 brackets; an IP literal needs no DNS. */
export function endpointHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The scheme and host rules, before any DNS: false for an endpoint no push may go to. */
export function isAllowedUrl(url: URL, rules: EndpointRules): boolean {
  if (url.protocol !== 'https:' && (rules.httpsOnly || url.protocol !== 'http:')) return false;
  if (url.username || url.password) return false;
  return rules.hosts === null || isHostOnList(endpointHost(url), rules.hosts);
}

/** Subscribe time: the scheme and host, then every address the host resolves to. */
export async function isAllowedEndpoint(endpoint: string, rules: EndpointRules, resolve: ResolveHost): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!isAllowedUrl(url, rules)) return false;
  const host = endpointHost(url);
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => []);
  return addresses.length > 0 && addresses.every((a) => isAllowedAddress(a, rules.allowLoopback));
}

/**
 * Send time, against DNS rebinding: the socket's own lookup resolves, checks and hands over the
 * checked addresses, so the address connected to is the address judged (no second resolution).
 */
export function guardedLookup(rules: EndpointRules, resolve: ResolveHost): LookupFunction {
  return (hostname: string, options: LookupOptions, callback) => {
    const refuse = (error: Error) => callback(error, '', 0);
    resolve(hostname).then((addresses) => {
      const refused = addresses.find((a) => !isAllowedAddress(a, rules.allowLoopback));
      if (addresses.length === 0 || refused !== undefined) return refuse(new EndpointRefusedError(hostname, refused));
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
      const found: LookupAddress[] = addresses
        .map((address) => ({ address, family: isIP(address) }))
        .filter((a) => family === 0 || a.family === family);
      const [first] = found;
      if (!first) return refuse(Object.assign(new Error(`no IPv${family} address for ${hostname}`), { code: 'ENOTFOUND' }));
      if (options.all) callback(null, found);
      else callback(null, first.address, first.family);
    }, refuse);
  };
}
