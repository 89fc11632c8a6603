import type {
  DomainErrorCode,
  DomainErrorResponse,
  DomainErrorValues,
  Refusal,
  ValuesOf,
} from './domain-error.contract';
import { MSG } from './messages';

export type { DomainErrorCode } from './domain-error.contract';

/** How the API answers one code: its HTTP status and its Russian `detail` (the text it gave before codes
 *  existed). */
export interface RefusalForm<C extends DomainErrorCode> {
  status: number;
  detail: (values: ValuesOf<C>) => string;
  /** Fields the answer carries beside `detail` and `code` (e.g. the times in the way of a series). */
  body?: (values: ValuesOf<C>) => Record<string, unknown>;
}

/** The forms of some codes: each folder words the refusals it makes, beside its other texts. */
export type RefusalForms<C extends DomainErrorCode> = { [K in C]: RefusalForm<K> };

/** The forms of every code: the app composes it from the folders' forms (src/refusals.ts), so a code
 *  nobody words does not compile. */
export type RefusalTable = RefusalForms<DomainErrorCode>;

/** A form whose detail is one fixed text. */
export const text = (detail: string) => (): string => detail;

/** The refusals of anyone: unknown, blocked, not allowed. */
export const COMMON_REFUSALS: RefusalForms<
  | 'not_registered'
  | 'account_blocked'
  | 'forbidden'
  | 'link_invalid'
  | 'master_not_found'
  | 'organization_not_found'
  | 'already_registered'
  | 'service_not_found'
  | 'deep_link_unavailable'
  | 'too_many_requests'
> = {
  not_registered: { status: 403, detail: text(MSG.notRegistered) },
  account_blocked: { status: 403, detail: text(MSG.accountBlocked) },
  forbidden: { status: 403, detail: text(MSG.forbidden) },
  link_invalid: { status: 404, detail: text(MSG.badLink) },
  master_not_found: { status: 404, detail: text(MSG.masterNotFound) },
  organization_not_found: { status: 404, detail: text(MSG.organizationNotFound) },
  already_registered: { status: 409, detail: text(MSG.alreadyRegistered) },
  service_not_found: { status: 404, detail: text(MSG.serviceNotFound) },
  deep_link_unavailable: { status: 409, detail: text(MSG.deepLinkUnavailable) },
  too_many_requests: { status: 429, detail: text(MSG.tooManyRequests) },
};

type ValuesArg<C extends DomainErrorCode> = C extends keyof DomainErrorValues ? [DomainErrorValues[C]] : [];

/**
 * A service's refusal: a code and its values, free of HTTP and of words. The exception filter answers it
 * (answerOf with the app's RefusalTable), the bot's adapter turns it into data (refusalOf).
 */
export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  readonly values: ValuesOf<C>;

  constructor(
    readonly code: C,
    ...values: ValuesArg<C>
  ) {
    super(code);
    this.name = 'DomainError';
    this.values = (values[0] ?? {}) as ValuesOf<C>;
  }

  is<K extends DomainErrorCode>(...codes: K[]): this is DomainError<K> {
    return (codes as DomainErrorCode[]).includes(this.code);
  }
}

/** The API's answer to a refusal: its status, and the Russian text it always gave plus the code. */
export function answerOf(table: RefusalTable, e: DomainError): { status: number; body: DomainErrorResponse } {
  const form = table[e.code] as RefusalForm<DomainErrorCode>;
  const extra = form.body ? form.body(e.values) : {};
  return { status: form.status, body: { detail: form.detail(e.values), code: e.code, ...extra } };
}

/** Runs `work`; a refusal with one of `codes` becomes its data (`{ ok: false, reason: code, …values }`),
 *  anything else propagates. */
export async function refusalOf<T, C extends DomainErrorCode>(
  codes: readonly C[],
  work: () => Promise<T>,
): Promise<T | Refusal<C>> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof DomainError && e.is(...codes)) return { ok: false, reason: e.code, ...e.values } as Refusal<C>;
    throw e;
  }
}
