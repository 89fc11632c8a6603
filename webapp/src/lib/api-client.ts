// The one API client: adds X-Telegram-Init-Data, turns error bodies into the spec's messages (section 8)
// and reports every failure to /api/logs/error (a failure of that report is ignored).
import type { DomainErrorCode } from '@api/common/domain-error.contract';
import type { ErrorResponse } from '@api/common/error.contract';
import type { ErrorLogRequest } from '@api/logs/logs.contract';
import { commonText } from './common-text';
import { initData, telegramUser } from './telegram';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  status: number;
  detail: unknown;
  /** What the server refused, as a stable code: screens decide on it, never on the text of `detail`. */
  code: DomainErrorCode | null;

  constructor(message: string, status: number, detail: unknown, code: DomainErrorCode | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

type ValidationItem = { loc?: (string | number)[]; msg?: string };

function isValidationArray(detail: unknown): detail is ValidationItem[] {
  return Array.isArray(detail) && detail.every((d) => d && typeof d === 'object');
}

function validationText(items: ValidationItem[]): string {
  const details = items
    .map((d) => {
      const item = d as ValidationItem & { field?: string; message?: string };
      const loc = Array.isArray(item.loc) ? item.loc : [];
      const field = item.field ?? (loc.length > 0 ? String(loc[loc.length - 1]) : '');
      const msg = item.msg ?? item.message ?? '';
      return field ? `${field}: ${msg}` : String(msg);
    })
    .join(', ');
  return commonText('validationError', { details });
}

/**
 * The user-facing text for an error body, the same words the API chose: an `errors` list or a validation `detail`
 * array as 'Ошибка валидации: field: msg, ...', a string detail as is, otherwise the caller's default.
 */
export function errorMessage(body: unknown, fallback: string): string {
  const record = body && typeof body === 'object' ? (body as Partial<ErrorResponse> & { errors?: unknown }) : {};
  if (isValidationArray(record.errors) && record.errors.length > 0) return validationText(record.errors);
  const detail = record.detail;
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (isValidationArray(detail) && detail.length > 0) return validationText(detail);
  return fallback;
}

/** Best-effort report to the backend's error log; never throws, never reports itself. */
export function reportError(
  entry: Omit<ErrorLogRequest, 'telegram_id' | 'timestamp' | 'url'> & { url?: string },
): void {
  const payload: ErrorLogRequest = {
    telegram_id: telegramUser()?.id ?? null,
    // No query string: an invitation page's address carries the invitation's secret code.
    url: typeof window !== 'undefined' ? `${window.location.origin}${window.location.pathname}` : null,
    timestamp: new Date().toISOString(),
    ...entry,
    message: (entry.message || 'Unknown error').slice(0, 2000),
    stack: entry.stack ? entry.stack.slice(0, 8000) : null,
  };
  try {
    void fetch('/api/logs/error', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Telegram-Init-Data': initData() },
      body: JSON.stringify(payload),
    })
      // Read the short answer: private answers are no-store, and an unread one keeps its request open
      // until the page goes away.
      .then((res) => res.arrayBuffer())
      .catch(() => undefined);
  } catch {
    /* the log call's own failure is ignored */
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function withoutQuery(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

export interface ApiOptions {
  errorDefault?: string;
  /** do not report failures (speculative prefetches) */
  silent?: boolean;
}

/** Calls /api<path>. `path` has no /api prefix, e.g. '/organizations/my/team'. */
export async function api<T>(method: HttpMethod, path: string, body?: unknown, opts?: ApiOptions): Promise<T> {
  return (await apiResponse<T>(method, path, body, opts)).data;
}

/** Like api(), with the response headers too (a list that pages in headers: X-Has-More, X-Next-Offset). */
export async function apiResponse<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  opts?: ApiOptions,
): Promise<{ data: T; headers: Headers }> {
  const fallback = opts?.errorDefault ?? commonText('genericError');
  // Reports name the path without its query: GET /invitations/by-id/N carries the secret ?code=.
  const reported = `${method} ${withoutQuery(path)}`;
  const headers: Record<string, string> = { 'X-Telegram-Init-Data': initData() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    if (!opts?.silent)
      reportError({ message: `${reported}: ${err.message}`, context: 'api', stack: err.stack ?? null, status: 0 });
    throw new ApiError(fallback, 0, null);
  }
  const data = await readBody(res);
  if (!res.ok) {
    const message = errorMessage(data, fallback);
    if (!opts?.silent)
      reportError({
        message: `${reported}: ${res.status} ${message}`,
        context: 'api',
        status: res.status,
        response: data,
      });
    const record = data && typeof data === 'object' ? (data as { detail?: unknown; code?: unknown }) : null;
    const detail = record ? record.detail : data;
    const code = typeof record?.code === 'string' ? (record.code as DomainErrorCode) : null;
    throw new ApiError(message, res.status, detail ?? null, code);
  }
  return { data: data as T, headers: res.headers };
}
