import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedUrl } from '../common/public-address';

export type SendResult = { ok: boolean; status: number | null; error: string | null };

/**
 * POSTs `body` to the checked URL, connecting to the checked address only (the lookup answers it, so the host
 * is not resolved again; TLS still checks the certificate against the host name). Redirects are not followed:
 * a 3xx is a failure like any other non-2xx. Never throws.
 */
export function postJson(
  target: CheckedUrl,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    const req = client.request(
      target.url,
      {
        method: 'POST',
        lookup,
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'booking-webhooks/1',
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        res.resume();
        res.on('end', () => resolve({ ok: status >= 200 && status < 300, status, error: null }));
        res.on('error', () => resolve({ ok: status >= 200 && status < 300, status, error: null }));
      },
    );
    req.on('error', (e) => resolve({ ok: false, status: null, error: e.message.slice(0, 500) }));
    req.end(body);
  });
}
