import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Telegram's web clients (web.telegram.org/k, /a, …) open the mini app in an iframe; nothing else may. */
export const TELEGRAM_WEB_ORIGINS = ['https://web.telegram.org', 'https://*.telegram.org'];

/** CSP source expressions ('sha256-…') for each inline <script> of an HTML page, in order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * Sent with every response (mini app, API, dev login, errors), beside a CSP: the part of helmet's
 * defaults that matters for any content. X-Frame-Options is never sent: it would refuse Telegram Web's
 * iframe (frame-ancestors decides instead).
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-permitted-cross-domain-policies': 'none',
};

/**
 * Helmet's other defaults, sent with HTML pages only: each speaks to a document a browser shows (its
 * browsing context group, origin-keyed agent cluster, DNS prefetching, IE's download prompt and XSS
 * filter), so on a JSON answer, a script or an image they were bytes and work on every request.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-xss-protection': '0',
};

/**
 * The CSP of everything that is not an HTML page (API answers and errors, scripts, styles, images): such a
 * response loads nothing, runs nothing and is framed by nobody, should a browser ever open it as a document.
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of the HTML pages (the mini app, dev login). It allows what the mini app loads: its own scripts,
 * styles and API ('self'); the inline scripts of its index.html (theme and splash) by hash; inline styles
 * (antd-mobile and React set style attributes); data: images and fonts. Framing only by the app itself
 * and Telegram's web clients.
 */
export function pageCsp(scriptHashes: readonly string[], imageSources: readonly string[] = []): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(scriptHashes)],
    ['script-src-attr', "'none'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...new Set(imageSources)],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...TELEGRAM_WEB_ORIGINS],
  ];
  return directives.map((d) => d.join(' ')).join(';');
}

/**
 * The CSP source of a map tile template ('https://{s}.tile.example.org/{z}/{x}/{y}.png' ->
 * 'https://*.tile.example.org'); null for a path of this server ('self' covers it).
 */
export function tileSource(tileUrl: string): string | null {
  const m = /^(https?):\/\/([^/]+)/i.exec(tileUrl);
  if (!m) return null;
  return `${m[1].toLowerCase()}://${m[2].replace(/\{[a-z]+\}/gi, '*').toLowerCase()}`;
}

/**
 * The page CSP for the built mini app in `webappDist` (its index.html's inline scripts), or with none; the map's
 * tile server may serve images.
 */
export function pageCspFor(webappDist: string | null, tileUrl: string | null = null): string {
  const indexHtml = webappDist ? join(webappDist, 'index.html') : null;
  const tiles = tileUrl ? tileSource(tileUrl) : null;
  return pageCsp(
    indexHtml && existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
    tiles ? [tiles] : [],
  );
}

const isHtml = (contentType: unknown) => typeof contentType === 'string' && /^\s*text\/html\b/i.test(contentType);

/** The header that says who asks (Telegram init data): an answer to a request carrying it is that person's. */
export const IDENTITY_HEADER = 'X-Telegram-Init-Data';

/** Adds `name` to the reply's Vary unless it is there (other hooks, compression, add theirs). */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((v) => v.trim());
  if (list.some((v) => v.toLowerCase() === name.toLowerCase() || v === '*')) return;
  reply.header('vary', [...list.filter(Boolean), name].join(', '));
}

/**
 * An answer to an identified request (a profile, a calendar with clients' phones, the secret feed address)
 * is one person's: neither the phone's disk cache nor a proxy keeps it, and any cache that ignores no-store
 * still keys it by who asked. Answers to anonymous requests (pages, public reads) keep what their routes set.
 */
function markPersonal(request: FastifyRequest, reply: FastifyReply): void {
  if (request.headers[IDENTITY_HEADER.toLowerCase()] === undefined) return;
  reply.header('cache-control', 'no-store');
  addVary(reply, IDENTITY_HEADER);
}

/**
 * One onSend hook on the root instance: an HTML page gets COMMON_SECURITY_HEADERS with the page CSP and
 * PAGE_SECURITY_HEADERS; anything else COMMON_SECURITY_HEADERS with NON_PAGE_CSP. A route that set its own
 * CSP (dev login's role hand-off page) keeps it. An answer to an identified request is never cached. Everything is built once here: per request only the
 * headers are set (helmet built its whole middleware again on every request, CSP parsing included).
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  webappDist: string | null,
  tileUrl: string | null = null,
): void {
  const common = Object.entries(COMMON_SECURITY_HEADERS);
  const page = { csp: pageCspFor(webappDist, tileUrl), headers: [...common, ...Object.entries(PAGE_SECURITY_HEADERS)] };
  const other = { csp: NON_PAGE_CSP, headers: common };
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const { csp, headers } = isHtml(reply.getHeader('content-type')) ? page : other;
    for (const [name, value] of headers) reply.header(name, value);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    markPersonal(request, reply);
    done(null, payload);
  });
}
