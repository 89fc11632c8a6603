import type { TelegramIdentity } from './telegram-identity';

/**
 * How many validated init data strings are remembered: one per active mini app session (a client keeps
 * the same string for the session's life), so 10,000 covers that many people active within a lifetime;
 * at ~0.5 KB a string it stays under ~10 MB. The least recently used one is forgotten first.
 */
export const INIT_DATA_MEMO_MAX = 10_000;

interface Remembered {
  identity: TelegramIdentity;
  /** auth_date in seconds: the lifetime is counted from it on every use. */
  authDate: number;
}

/**
 * Init data already validated, keyed by the WHOLE string (a Map hashes it), not by its `hash` field: a copy
 * with any byte changed is another key and goes through the HMAC check again. Only valid data is stored;
 * its age is checked on every use, so remembered data is still refused once its lifetime is over.
 */
export class InitDataMemo {
  private readonly entries = new Map<string, Remembered>();

  constructor(readonly max: number = INIT_DATA_MEMO_MAX) {}

  get size(): number {
    return this.entries.size;
  }

  /** The remembered entry (marked as the most recently used), or undefined. */
  get(raw: string): Remembered | undefined {
    const found = this.entries.get(raw);
    if (found === undefined) return undefined;
    this.entries.delete(raw);
    this.entries.set(raw, found);
    return found;
  }

  set(raw: string, identity: TelegramIdentity, authDate: number): void {
    this.entries.delete(raw);
    this.entries.set(raw, { identity, authDate });
    // a Map iterates in insertion order: the first key is the least recently used one
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  forget(raw: string): void {
    this.entries.delete(raw);
  }
}
