// A fetch stand-in for component tests: answers '/api/...' calls from a table of handlers and records
// every call. Keys are 'METHOD /path' without the /api prefix and without the query string.
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Response headers besides content-type (e.g. { 'x-has-more': 'true', 'x-next-offset': '50' }). */
  headers?: Record<string, string>;
}

export type HandlerFn = (call: ApiCall) => MockReply | Promise<MockReply>;
/** A fixed JSON body, or a function of the call. */
export type Handler = HandlerFn | object | string | number | boolean | null;

/** A handler that answers with a status and body (e.g. reply(422, { detail: [...] })). */
export function reply(status: number, body?: unknown): (call: ApiCall) => MockReply {
  return () => ({ status, body });
}

export interface ApiMock {
  calls: ApiCall[];
  /** Calls to one endpoint ('POST /registration/client'). */
  callsTo(key: string): ApiCall[];
  /** Adds or replaces handlers. */
  set(handlers: Record<string, Handler>): void;
}

export function mockApi(initial: Record<string, Handler> = {}): ApiMock {
  const handlers = new Map<string, Handler>(Object.entries(initial));
  const calls: ApiCall[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '').replace(/\/$/, '') || '/';
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let body: unknown = undefined;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: ApiCall = { method, path, query: url.searchParams, body, headers };
    calls.push(call);
    const key = `${method} ${path}`;
    let result: MockReply;
    if (handlers.has(key)) {
      const handler = handlers.get(key);
      result = typeof handler === 'function' ? await (handler as HandlerFn)(call) : { body: handler };
    } else if (key === 'POST /logs/error') {
      result = { status: 200, body: { ok: true } };
    } else {
      result = { status: 404, body: { detail: `Not mocked: ${key}` } };
    }
    const status = result.status ?? 200;
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status,
      headers: { 'content-type': 'application/json', ...result.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    calls,
    callsTo: (key) => calls.filter((c) => `${c.method} ${c.path}` === key),
    set: (more) => Object.entries(more).forEach(([k, v]) => handlers.set(k, v)),
  };
}
