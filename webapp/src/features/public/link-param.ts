/** A deep link or master code from the address: Latin letters, digits, hyphens and underscores. */
export function isValidLinkParam(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
