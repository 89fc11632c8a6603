/**
 * A business's own notification text: placeholders in braces, checked when saved and filled when a notice
 * goes out. Framework-free plain code: the API (saving, preview), the outbox worker (sending) and the mini
 * app (its editor's chips and live check) import the same rules.
 *
 * Notices go out as plain text (sendMessage without parse_mode), so a value is written as it is: a client
 * named `<b>` reads `<b>`, never bold. Only the owner's text is the message; the buttons stay the product's.
 */

export const TEMPLATE_KINDS = [
  'booked',
  'reminder',
  'moved',
  'cancelled',
  'waitlist_offer',
  'review_request',
  'deposit_pay',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const TEMPLATE_LANGS = ['ru', 'en'] as const;
export type TemplateLang = (typeof TEMPLATE_LANGS)[number];

/** The outbox notice each kind rewrites (the client's side of it). */
export const NOTICE_OF_KIND = {
  booked: 'appointment_booked',
  reminder: 'appointment_reminder',
  moved: 'appointment_rescheduled',
  cancelled: 'appointment_cancelled',
  waitlist_offer: 'waitlist_offer',
  review_request: 'review_request',
  deposit_pay: 'deposit_pay_prompt',
} as const satisfies Record<TemplateKind, string>;

export type TemplatedNotice = (typeof NOTICE_OF_KIND)[TemplateKind];

export const PLACEHOLDERS = [
  'client_name',
  'master_name',
  'service',
  'date',
  'time',
  'address',
  'business_name',
  'price',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** Every kind's notice carries all of them (an empty value where the booking has none, e.g. no address). */
export const PLACEHOLDERS_OF_KIND: Record<TemplateKind, readonly Placeholder[]> = {
  booked: PLACEHOLDERS,
  reminder: PLACEHOLDERS,
  moved: PLACEHOLDERS,
  cancelled: PLACEHOLDERS,
  waitlist_offer: PLACEHOLDERS,
  review_request: PLACEHOLDERS,
  deposit_pay: PLACEHOLDERS,
};

/** Telegram's limit of one message's text. */
export const MESSAGE_MAX = 4096;

/** What a queued notice carries for a template: the booking's values, the time with the master's offset. */
export interface TemplateValues {
  client_name: string | null;
  master_name: string | null;
  service: string | null;
  /** ISO 8601 with the master's offset: its local date and time are read off the text. */
  starts_at: string | null;
  address: string | null;
  business_name: string | null;
  price: number | null;
}

export type TemplateProblem =
  | { problem: 'unknown_placeholder'; name: string }
  | { problem: 'unclosed_brace'; at: number }
  | { problem: 'too_long'; length: number };

type Part = string | { placeholder: Placeholder };

/** The text cut into literal pieces and placeholders, or the first problem in it. */
export function parseTemplate(text: string, allowed: readonly Placeholder[] = PLACEHOLDERS): Part[] | TemplateProblem {
  const parts: Part[] = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    const close = text.indexOf('}', i);
    if (close !== -1 && (open === -1 || close < open)) return { problem: 'unclosed_brace', at: close };
    if (open === -1) {
      parts.push(text.slice(i));
      break;
    }
    if (open > i) parts.push(text.slice(i, open));
    const end = text.indexOf('}', open + 1);
    const nextOpen = text.indexOf('{', open + 1);
    if (end === -1 || (nextOpen !== -1 && nextOpen < end)) return { problem: 'unclosed_brace', at: open };
    const name = text.slice(open + 1, end).trim();
    if (!(allowed as readonly string[]).includes(name)) return { problem: 'unknown_placeholder', name };
    parts.push({ placeholder: name as Placeholder });
    i = end + 1;
  }
  return parts;
}

const isProblem = (p: Part[] | TemplateProblem): p is TemplateProblem => !Array.isArray(p);

/** '2026-12-01T09:00:00+03:00' -> '01.12.2026' (ru) / '2026-12-01' (en), and '09:00'. */
function dateAndTime(iso: string | null, lang: TemplateLang): { date: string; time: string } {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso) : null;
  if (!m) return { date: '', time: '' };
  return { date: lang === 'en' ? `${m[1]}-${m[2]}-${m[3]}` : `${m[3]}.${m[2]}.${m[1]}`, time: `${m[4]}:${m[5]}` };
}

/** 1500 -> '1 500 ₽' (a no-break space; the same bytes on every ICU) / '1,500 ₽'. */
function money(n: number | null, lang: TemplateLang): string {
  if (n === null) return '';
  const [whole, cents] = String(Math.round(n * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'en' ? ',' : '\u00a0');
  return `${grouped}${cents ? (lang === 'en' ? '.' : ',') + cents : ''} ₽`;
}

/** The placeholders' texts for a notice in `lang`: what the client reads in place of each. */
export function placeholderTexts(v: TemplateValues, lang: TemplateLang): Record<Placeholder, string> {
  return {
    client_name: v.client_name ?? '',
    master_name: v.master_name ?? '',
    service: v.service ?? '',
    ...dateAndTime(v.starts_at, lang),
    address: v.address ?? '',
    business_name: v.business_name ?? '',
    price: money(v.price, lang),
  };
}

function fill(parts: Part[], texts: Record<Placeholder, string>): string {
  return parts.map((p) => (typeof p === 'string' ? p : texts[p.placeholder])).join('');
}

/** The longest value each placeholder can really have (names 64+64, a service 200, an address 500, …). */
export const LONGEST_TEXTS: Record<Placeholder, string> = {
  client_name: 'Щ'.repeat(129),
  master_name: 'Щ'.repeat(129),
  service: 'Щ'.repeat(200),
  date: '00.00.0000',
  time: '00:00',
  address: 'Щ'.repeat(500),
  business_name: 'Щ'.repeat(200),
  price: '10 000 000 ₽',
};

/** A text fit to save for `kind`: null, or its first problem (an unknown name, a brace, too long). */
export function checkTemplate(text: string, kind: TemplateKind): TemplateProblem | null {
  const parts = parseTemplate(text, PLACEHOLDERS_OF_KIND[kind]);
  if (isProblem(parts)) return parts;
  const length = fill(parts, LONGEST_TEXTS).length;
  return length > MESSAGE_MAX ? { problem: 'too_long', length } : null;
}

/** The client's message from an own text, or null when the text cannot make one (then the standard goes). */
export function renderTemplate(text: string, kind: TemplateKind, v: TemplateValues, lang: TemplateLang): string | null {
  const parts = parseTemplate(text, PLACEHOLDERS_OF_KIND[kind]);
  if (isProblem(parts)) return null;
  const out = fill(parts, placeholderTexts(v, lang)).trim();
  return out.length === 0 || out.length > MESSAGE_MAX ? null : out;
}

export const templateKindOfNotice = (notice: string): TemplateKind | null =>
  TEMPLATE_KINDS.find((k) => NOTICE_OF_KIND[k] === notice) ?? null;

export const isTemplateKind = (s: string): s is TemplateKind => (TEMPLATE_KINDS as readonly string[]).includes(s);
export const isTemplateLang = (s: string): s is TemplateLang => (TEMPLATE_LANGS as readonly string[]).includes(s);
