import { isLinkCode } from '@api/deep-links/link-grammar';

/** A deep link or master code from the address, by the one link grammar (src/deep-links/link-grammar.ts). */
export function isValidLinkParam(value: string | undefined): value is string {
  return isLinkCode(value);
}
