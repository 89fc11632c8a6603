/**
 * Only public servers: a master types the CalDAV address, so without this check they could make our server
 * call inside its own network (loopback, private ranges, link-local, the cloud metadata address). Each
 * request's host is resolved and every address checked, and redirects are followed by hand so each hop is
 * checked again. CALDAV_ALLOW_HTTP (tests) allows http and loopback. A smaller sibling of the general check
 * being written in src/common/public-address.ts: the two are to be folded into one.
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export class PrivateAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrivateAddressError';
  }
}

/** Whether an IP address is on the public internet (unicast, not reserved). */
export function isPublicIp(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (allowLoopback && range === 'loopback') return true;
  return range === 'unicast';
}

export interface AddressRules {
  allowHttp: boolean;
}

/** Refuses a URL that is not https (http too with allowHttp) or whose host resolves to a non-public address. */
export async function assertPublicUrl(url: string, rules: AddressRules): Promise<URL> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new PrivateAddressError('Неверный адрес сервера');
  }
  if (u.protocol !== 'https:' && !(rules.allowHttp && u.protocol === 'http:'))
    throw new PrivateAddressError('Нужен адрес https://');
  const host = u.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [host]
    : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw new PrivateAddressError('Сервер не найден');
  if (!addresses.every((a) => isPublicIp(a, rules.allowHttp)))
    throw new PrivateAddressError('Адрес сервера во внутренней сети недоступен');
  return u;
}

const MAX_REDIRECTS = 5;

/** fetch that checks each hop's address first and follows at most 5 redirects itself; 20 s per request. */
export function publicFetch(rules: AddressRules): typeof fetch {
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    let url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    let req: RequestInit = { ...init, redirect: 'manual', signal: init?.signal ?? AbortSignal.timeout(20_000) };
    for (let hop = 0; ; hop++) {
      await assertPublicUrl(url, rules);
      const res = await fetch(url, req);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return res;
      if (hop >= MAX_REDIRECTS) throw new PrivateAddressError('Слишком много перенаправлений');
      url = new URL(location, url).toString();
      // 303 (and 301/302 for POST, as browsers do) become a GET without a body
      if (res.status === 303) req = { ...req, method: 'GET', body: undefined };
    }
  };
}
