import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from '../support/test-app';

/**
 * An answer as bytes on the wire, for specs that pin what a client, a browser or a cache sees: the status
 * line, every header in its order (Date aside) and the body.
 */
export interface Wire {
  status: string;
  headers: string[];
  body: Buffer;
}

/** The security headers every API answer carries, in their order. */
export const SECURITY = [
  'cross-origin-resource-policy: same-origin',
  'referrer-policy: no-referrer',
  'strict-transport-security: max-age=31536000; includeSubDomains',
  'x-content-type-options: nosniff',
  'x-permitted-cross-domain-policies: none',
  "content-security-policy: default-src 'none'; frame-ancestors 'none'",
];

/** The headers of a JSON answer of `body` (no compression, an anonymous caller). */
export const jsonHeaders = (body: string, extra: string[] = []) => [
  'content-type: application/json; charset=utf-8',
  ...SECURITY,
  ...extra,
  `content-length: ${Buffer.byteLength(body)}`,
  'Connection: close',
];

/** The expected wire of a JSON answer, as `seen` shows an actual one. */
export const jsonWire = (status: string, body: string, extra: string[] = []) => ({
  status,
  headers: jsonHeaders(body, extra),
  text: body,
});

/** An actual answer, its body as text. */
export const seen = (w: Wire) => ({ status: w.status, headers: w.headers, text: w.body.toString('utf8') });

export const MASTER_NOT_FOUND = '{"detail":"Мастер не найден","code":"master_not_found"}';
export const ORG_NOT_FOUND = '{"detail":"Организация не найдена","code":"organization_not_found"}';
export const BAD_LINK = '{"detail":"Некорректная ссылка","code":"link_invalid"}';
export const KEY_INVALID = '{"detail":"Неверный или отозванный API-ключ","code":"api_key_invalid"}';

/** Text that JSON escapes (quote, backslash, control characters) or that must pass as is (emoji, U+2028). */
export const AWKWARD =
  'кавычка " черта \\ строка\nтаб\tконец \u0001\u001f\u007f 😀👩‍👩‍👧 раздел\u2028абзац\u2029 </script> ё';

/** The app's server listening on a free local port: its port. */
export async function listen(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return (server.address() as AddressInfo).port;
}

/** One request to the app on `port`, read raw: headers as sent, body as bytes. */
export const wireRequest = (port: number, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Wire>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i] !== 'Date') raw.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({ status: `${res.statusCode} ${res.statusMessage}`, headers: raw, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
