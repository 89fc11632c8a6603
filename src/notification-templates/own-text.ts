import { type TemplateLang, type TemplateValues, renderTemplate, templateKindOfNotice } from './template-text';

/** What a queued notice carries when its business has own texts of its kind (template-queue.sql.ts). */
interface OwnTextFields {
  own_texts?: Partial<Record<TemplateLang, { id: number; text: string }>>;
  own_until?: string | null;
  own_values?: TemplateValues;
}

/** The own text to send, the broken one to tell the owner of (the standard text goes), or nothing. */
export type OwnTextOutcome = { text: string } | { brokenId: number } | null;

/**
 * The client's message from the business's own text in the reader's language, decided when the notice is
 * sent: with billing on only while the paid plan (with its grace) lasts at `nowMs`; with billing off always.
 * A text that cannot make a message never stops the notice: the caller sends the standard text.
 */
export function ownTextOf(
  kind: string,
  payload: unknown,
  lang: TemplateLang,
  nowMs: number,
  billingOn: boolean,
): OwnTextOutcome {
  const templateKind = templateKindOfNotice(kind);
  if (!templateKind || !payload || typeof payload !== 'object') return null;
  const p = payload as OwnTextFields;
  const own = p.own_texts?.[lang];
  if (!own || !p.own_values) return null;
  if (billingOn && !(p.own_until && Date.parse(p.own_until) > nowMs)) return null;
  const text = typeof own.text === 'string' ? renderTemplate(own.text, templateKind, p.own_values, lang) : null;
  return text === null ? { brokenId: own.id } : { text };
}
