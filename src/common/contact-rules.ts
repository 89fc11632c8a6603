/**
 * The rules a phone and an email must meet, one copy for the API and the mini app (which imports this
 * file): a number the form accepts is never refused by the server. Phones are checked against
 * libphonenumber's full ("max") metadata, which knows each country's real number ranges; the "min" set
 * checks lengths only and let through numbers such as +7 300 012-34-56 that the server then refused.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Longer text is not a phone, whatever it parses to. */
export const PHONE_TEXT_MAX = 32;
export const EMAIL_MAX = 254;
/** The spec's basic pattern: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E.164 form of a real phone number ('+79991234567'); a local number is read as Russian. Else null. */
export function phoneE164(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > PHONE_TEXT_MAX) return null;
  const parsed = parsePhoneNumberFromString(raw, 'RU');
  return parsed && parsed.isValid() ? parsed.number : null;
}

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}
