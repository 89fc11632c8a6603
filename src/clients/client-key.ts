/**
 * A client's key as the API shows it: the internal key ('u:<user id>' or 'p:<phone digits>', see
 * CLIENT_KEY_SQL) in base64url, so callers treat it as opaque.
 */

const INTERNAL = /^(?:u:[1-9]\d{0,9}|p:\d{1,20})$/;

export const encodeClientKey = (internal: string): string => Buffer.from(internal, 'utf8').toString('base64url');

/** The internal key of a key we gave out, or null for anything else. */
export function decodeClientKey(key: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(key)) return null;
  const internal = Buffer.from(key, 'base64url').toString('utf8');
  return INTERNAL.test(internal) && encodeClientKey(internal) === key ? internal : null;
}
