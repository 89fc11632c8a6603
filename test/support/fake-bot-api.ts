/**
 * A loopback fake Telegram Bot API server for tests: records every call and can answer with
 * 429 (retry_after), 5xx, 403, a dropped connection or a slow reply on demand, and serves queued
 * updates to getUpdates. Only node built-ins and erasable type syntax, so it runs under jest and
 * from a plain node script (Node 20 has no type stripping; @swc/core compiles it in place):
 *
 *   const { transformFileSync } = require('@swc/core');
 *   const Module = require('node:module');
 *   const file = require.resolve('./test/support/fake-bot-api.ts');
 *   const { code } = transformFileSync(file, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } });
 *   const m = new Module(file); m.filename = file; m._compile(code, file);
 *   const fake = await m.exports.startFakeBotApi();
 *
 * Usage:
 *   const fake = await startFakeBotApi();
 *   new Bot(token, { client: { apiRoot: fake.url } });   // or createTestApp({ telegramApiRoot: fake.url })
 *   fake.failNext('sendMessage', { status: 429, retryAfter: 3 });
 *   await fake.waitFor('sendMessage', 1);
 *   fake.callsOf('sendMessage', { okOnly: true });
 *   await fake.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  method: string;
  token: string;
  payload: Record<string, unknown>;
  /** What the fake answered: 200, or the injected error status; 0 when the caller never got an answer. */
  status: number;
  at: number;
  /**
   * The path segment before /bot<token>/ when the caller's apiRoot was `${fake.url}/<via>` (tests that run
   * several servers give each its own, to see which one called); undefined for the bare url.
   */
  via?: string;
}

export interface FailSpec {
  /** HTTP status / Telegram error_code to answer with (429, 500, 502, 403, 400 …); omit for a (slow) success. */
  status?: number;
  /** For 429: parameters.retry_after in seconds (default 1). */
  retryAfter?: number;
  description?: string;
  /** Delay before answering, in ms (a slow reply). */
  delayMs?: number;
  /** Drop the connection without answering (a network error). */
  drop?: boolean;
  /** How many matching calls this applies to (default 1). */
  times?: number;
  /** Only calls whose payload.chat_id equals this. */
  chatId?: number | string;
}

export interface FakeBotApi {
  /** apiRoot for grammY: `new Bot(token, { client: { apiRoot: url } })`. */
  url: string;
  calls: FakeCall[];
  /** The next matching call(s) of `method` fail as described (or answer slowly). */
  failNext(method: string, spec: FailSpec): void;
  /** Calls of one method (optionally only successful ones). */
  callsOf(method: string, opts?: { okOnly?: boolean }): FakeCall[];
  /** Updates the next getUpdates calls return (long polling, BOT_MODE=polling). */
  queueUpdate(update: Record<string, unknown>): void;
  /** Resolves once `count` calls of `method` were recorded (rejects after timeoutMs). */
  waitFor(method: string, count?: number, timeoutMs?: number): Promise<FakeCall[]>;
  /** Forget recorded calls and pending failures. */
  reset(): void;
  close(): Promise<void>;
}

interface Pending extends FailSpec {
  method: string;
  left: number;
}

const BOT_ID = 123456789;

function defaultDescription(status: number, retryAfter: number): string {
  if (status === 429) return `Too Many Requests: retry after ${retryAfter}`;
  if (status === 403) return 'Forbidden: bot was blocked by the user';
  if (status === 400) return 'Bad Request: chat not found';
  if (status === 401) return 'Unauthorized';
  return 'Internal Server Error';
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parsePayload(body: string, contentType: string | undefined, query: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  query.forEach((v, k) => (out[k] = v));
  if (!body) return out;
  if (contentType && contentType.includes('application/json')) {
    try {
      return { ...out, ...(JSON.parse(body) as Record<string, unknown>) };
    } catch {
      return out;
    }
  }
  if (contentType && contentType.includes('application/x-www-form-urlencoded')) {
    new URLSearchParams(body).forEach((v, k) => (out[k] = v));
  }
  return out;
}

let messageSeq = 1000;
let invoiceSeq = 1;

function resultFor(method: string, payload: Record<string, unknown>, token: string): unknown {
  const chatId = payload.chat_id;
  const chat = { id: typeof chatId === 'string' && /^-?\d+$/.test(chatId) ? Number(chatId) : chatId, type: 'private' };
  const date = Math.floor(Date.now() / 1000);
  switch (method) {
    case 'getMe':
      return {
        id: Number(token.split(':')[0]) || BOT_ID,
        is_bot: true,
        first_name: 'Test Booking Bot',
        username: 'test_booking_bot',
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
        can_connect_to_business: false,
        has_main_web_app: false,
        has_topics_enabled: false,
        allows_users_to_create_topics: false,
        can_manage_bots: false,
        supports_join_request_queries: false,
      };
    case 'sendMessage':
      return { message_id: messageSeq++, date, chat, text: payload.text, reply_markup: payload.reply_markup };
    case 'editMessageText':
      return payload.inline_message_id
        ? true
        : { message_id: payload.message_id, date, edit_date: date, chat, text: payload.text };
    case 'getUpdates':
      return [];
    // Stars payments: an invoice link names its payload; answerPreCheckoutQuery, editUserStarSubscription and
    // refundStarPayment answer true (the default)
    case 'createInvoiceLink':
      return `https://t.me/$invoice_${invoiceSeq++}_${encodeURIComponent(typeof payload.payload === 'string' ? payload.payload : '')}`;
    case 'getWebhookInfo':
      return { url: '', has_custom_certificate: false, pending_update_count: 0 };
    case 'getMyCommands':
      return [];
    default:
      return true;
  }
}

export async function startFakeBotApi(): Promise<FakeBotApi> {
  const calls: FakeCall[] = [];
  let pending: Pending[] = [];
  let waiters: { check: () => boolean }[] = [];
  let updates: Record<string, unknown>[] = [];
  let updatesArrived: (() => void) | null = null;
  const notify = () => {
    waiters = waiters.filter((w) => !w.check());
  };

  const takeFailure = (method: string, payload: Record<string, unknown>): Pending | undefined => {
    const i = pending.findIndex(
      (p) => p.method === method && (p.chatId === undefined || String(p.chatId) === String(payload.chat_id)),
    );
    if (i < 0) return undefined;
    const p = pending[i];
    p.left -= 1;
    if (p.left <= 0) pending.splice(i, 1);
    return p;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const m = /^(?:\/([\w-]+))?\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    const body = await readBody(req);
    if (!m) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error_code: 404, description: 'Not Found' }));
      return;
    }
    const [, via, token, method] = m;
    const payload = parsePayload(body, req.headers['content-type'], url.searchParams);
    const failure = takeFailure(method, payload);
    const status = failure?.status ?? 200;
    const call: FakeCall = { method, token, payload, status: failure?.drop ? 0 : status, at: Date.now() };
    if (via !== undefined) call.via = via;
    calls.push(call);
    notify();
    // the caller went away before the answer (killed, timed out): it never learned the outcome
    res.on('close', () => {
      if (!res.writableFinished) call.status = 0;
    });
    if (failure?.delayMs) await new Promise((r) => setTimeout(r, failure.delayMs));
    if (res.destroyed) return;
    if (method === 'getUpdates' && status === 200 && !failure?.drop) {
      const offset = Number(payload.offset ?? 0);
      updates = updates.filter((u) => Number(u.update_id) >= offset);
      // a short long-poll: wait for an update at most a moment so polling does not spin
      if (updates.length === 0 && Number(payload.timeout ?? 0) > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 200);
          updatesArrived = () => {
            clearTimeout(timer);
            resolve();
          };
          res.on('close', () => resolve());
        });
        updatesArrived = null;
      }
      if (res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: true, result: updates.slice(0, Number(payload.limit ?? 100)) }));
      return;
    }
    if (failure?.drop) {
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json' });
    if (status === 200) {
      res.end(JSON.stringify({ ok: true, result: resultFor(method, payload, token) }));
      return;
    }
    const retryAfter = failure?.retryAfter ?? 1;
    res.end(
      JSON.stringify({
        ok: false,
        error_code: status,
        description: failure?.description ?? defaultDescription(status, retryAfter),
        ...(status === 429 ? { parameters: { retry_after: retryAfter } } : {}),
      }),
    );
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: false, error_code: 500, description: String(e) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(method, spec) {
      pending.push({ ...spec, method, left: spec.times ?? 1 });
    },
    callsOf(method, opts = {}) {
      return calls.filter((c) => c.method === method && (!opts.okOnly || c.status === 200));
    },
    queueUpdate(update) {
      updates.push(update);
      updatesArrived?.();
    },
    waitFor(method, count = 1, timeoutMs = 5000) {
      return new Promise<FakeCall[]>((resolve, reject) => {
        const matching = () => calls.filter((c) => c.method === method);
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(new Error(`fake Bot API: ${matching().length}/${count} ${method} calls after ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          check: () => {
            if (matching().length < count) return false;
            clearTimeout(timer);
            resolve(matching());
            return true;
          },
        };
        if (!waiter.check()) waiters.push(waiter);
      });
    },
    reset() {
      calls.length = 0;
      pending = [];
      updates = [];
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

/** `node <compiled fake-bot-api.js>`: run it standalone and print its URL (for manual/browser runs). */
if (typeof require !== 'undefined' && require.main === module) {
  void startFakeBotApi().then((fake) => {
    console.log(fake.url);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
