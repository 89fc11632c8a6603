import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a request on a user's behalf (webhooks, calendar sync): https to a public address
 * only, so a URL cannot reach the server's own network (loopback, private and carrier-grade NAT ranges,
 * link-local with the cloud metadata service 169.254.169.254, unique-local IPv6, multicast, reserved). The
 * host is resolved here and EVERY address it resolves to must be public; the caller then connects to the
 * checked address (never resolving again: a second answer could point inside) and follows no redirects.
 */
export type Resolve = (host: string) => Promise<{ address: string; family: number }[]>;

export interface PublicUrlOptions {
  /** WEBHOOK_ALLOW_PRIVATE=1 (tests, a closed network): http and any address are accepted. */
  allowPrivate: boolean;
  /** CALDAV_ALLOW_HTTP=1 (tests): http and loopback are accepted, every other inside range still refused. */
  allowHttpLoopback?: boolean;
  /** The resolver (tests pass their own); the system's by default. */
  resolve?: Resolve;
}

export interface CheckedUrl {
  url: URL;
  /** The address to connect to (checked), and its family. */
  address: string;
  family: 4 | 6;
}

export type UnsafeUrlReason = 'invalid' | 'not_https' | 'not_resolved' | 'not_public';

/** A URL the rules refuse; `reason` says why (the API words it). */
export class UnsafeUrlError extends Error {
  constructor(readonly reason: UnsafeUrlReason) {
    super(`unsafe url: ${reason}`);
    this.name = 'UnsafeUrlError';
  }
}

const systemResolve: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Whether `address` (an IP literal) is a public unicast address; an IPv4-mapped IPv6 is judged as IPv4. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Whether `address` (an IP literal) is a loopback address (127/8, ::1, or IPv4-mapped). */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/** The URL, resolved and checked; throws UnsafeUrlError. */
export async function assertPublicUrl(raw: string, options: PublicUrlOptions): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('invalid');
  }
  const httpOk = (options.allowPrivate || !!options.allowHttpLoopback) && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpOk) throw new UnsafeUrlError('not_https');
  if (url.username || url.password) throw new UnsafeUrlError('invalid');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let found: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    found = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      found = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new UnsafeUrlError('not_resolved');
    }
  }
  if (found.length === 0) throw new UnsafeUrlError('not_resolved');
  const allowed = (a: string) => isPublicAddress(a) || (!!options.allowHttpLoopback && isLoopbackAddress(a));
  if (!options.allowPrivate && found.some((a) => !allowed(a.address))) {
    throw new UnsafeUrlError('not_public');
  }
  const first = found[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
