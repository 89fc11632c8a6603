// Form rules shared by every screen (spec section 5). Messages live in the 'common' namespace.
import { isEmail, phoneE164 } from '@api/common/contact-rules';

// the deep link and category limits are the API's own (one home for both sides)
export { DEEP_LINK_MIN_LENGTH as DEEP_LINK_MIN } from '@api/deep-links/link-grammar';
export { CUSTOM_CATEGORY_MAX } from '@api/common/master-categories';

export const FIRST_NAME_MIN = 2;

/** A phone in international format, by the server's own rule; a local number is read as Russian. */
export function isValidPhone(value: string): boolean {
  return phoneE164(value.trim()) !== null;
}

/** E.164 form of a valid phone ('+79991234567'), or the trimmed text when it does not parse. */
export function normalizePhone(value: string): string {
  return phoneE164(value.trim()) ?? value.trim();
}

export function isValidEmail(value: string): boolean {
  return isEmail(value.trim());
}

/** Error key for an optional email: undefined when empty or valid. */
export function emailError(value: string | null | undefined): 'emailInvalid' | undefined {
  const v = (value ?? '').trim();
  return v && !isValidEmail(v) ? 'emailInvalid' : undefined;
}

/** Error key for a phone; `required` makes an empty one invalid too. */
export function phoneError(value: string | null | undefined, required = true): 'phoneInvalid' | undefined {
  const v = (value ?? '').trim();
  if (!v) return required ? 'phoneInvalid' : undefined;
  return isValidPhone(v) ? undefined : 'phoneInvalid';
}

/** Deep links are lowercase Latin letters, digits and hyphens. */
export function cleanDeepLink(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

/** Trimmed text, or null when empty (optional fields are sent as null). */
export function nullIfEmpty(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  return v ? v : null;
}
