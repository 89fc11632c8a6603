/**
 * Only public servers: a master types the CalDAV address, so without this check they could make our server
 * call inside its own network (loopback, private ranges, link-local, the cloud metadata address). The rule is
 * the one of every outgoing request on a user's behalf (common/public-address.ts); here its refusals are worded
 * for the master, and redirects are followed by hand so each hop is checked again. CALDAV_ALLOW_HTTP (tests)
 * allows http and loopback.
 */
import {
  assertPublicUrl as checkPublicUrl,
  isLoopbackAddress,
  isPublicAddress,
  UnsafeUrlError,
  type UnsafeUrlReason,
} from '../common/public-address';

export class PrivateAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PrivateAddressError';
  }
}

const REFUSED: Record<UnsafeUrlReason, string> = {
  invalid: 'Неверный адрес сервера',
  not_https: 'Нужен адрес https://',
  not_resolved: 'Сервер не найден',
  not_public: 'Адрес сервера во внутренней сети недоступен',
};

/** Whether an IP address is on the public internet (unicast, not reserved); loopback too with the test flag. */
export function isPublicIp(address: string, allowLoopback = false): boolean {
  return isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));
}

export interface AddressRules {
  allowHttp: boolean;
}

/** Refuses a URL that is not https (http too with allowHttp) or whose host resolves to a non-public address. */
export async function assertPublicUrl(url: string, rules: AddressRules): Promise<URL> {
  try {
    return (await checkPublicUrl(url, { allowPrivate: false, allowHttpLoopback: rules.allowHttp })).url;
  } catch (e) {
    if (e instanceof UnsafeUrlError) throw new PrivateAddressError(REFUSED[e.reason]);
    throw e;
  }
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
