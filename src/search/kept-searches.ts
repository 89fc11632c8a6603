/**
 * Search and map answers kept in the process (search.service.ts), each with the version of its data
 * (search-version.sql.ts), sent again while the database answers the same version. An answer is kept once
 * it is asked a second time: a text asked once (most of them) costs what it did and pushes no kept answer
 * out. A kept search answer has no favorites (is_favorite false): the viewer's are read with the version.
 */
import { keep } from '../common/keep-recent';
import { EncodedCopies, type EncodedBody } from '../sessions/encoded-copies';
import type { FreeOnExamined } from './free-on';
import type { MapResponse, SearchResponse } from './search.contract';

/** How many answers to keep (a page or a map each: ~1–40 KB), and how many keys asked once to remember. */
const KEPT_ANSWERS = 512;
const ASKED_ONCE = 4096;

export interface KeptAnswer<T> {
  version: string;
  answer: T;
  /** The answer as JSON bytes, written when first sent as kept (its compressed copies go with it). */
  body?: Buffer;
  /**
   * A free_on answer's: the instants (ms) between which the clock leaves it as it is, and what its slot engine
   * read (the version is of those providers' and services' data).
   */
  holds?: { from: number; until: number; examined: FreeOnExamined };
}

/** One kind of kept answers (search pages, map answers), keyed by the question. */
export class KeptAnswers<T extends SearchResponse | MapResponse> {
  private readonly kept = new Map<string, KeptAnswer<T>>();
  private readonly asked = new Map<string, true>();
  private readonly copies = new EncodedCopies();

  /** The kept answer of `key`, if any. */
  get(key: string): KeptAnswer<T> | undefined {
    return this.kept.get(key);
  }

  /** Whether `key` was asked before (remembering it was asked now). */
  askedBefore(key: string): boolean {
    const before = this.asked.has(key);
    keep(this.asked, key, true, ASKED_ONCE);
    return before;
  }

  /** `answer` of data version `version`, kept for `key` (with `holds` for a free_on answer). */
  keep(key: string, version: string, answer: T, holds?: KeptAnswer<T>['holds']): KeptAnswer<T> {
    return keep(this.kept, key, { version, answer, holds }, KEPT_ANSWERS);
  }

  /** Marks `kept` as the most recently used. */
  touch(key: string, kept: KeptAnswer<T>): void {
    keep(this.kept, key, kept, KEPT_ANSWERS);
  }

  /** A kept answer's bytes in the encoding the client accepts (written and compressed once). */
  body(kept: KeptAnswer<T>, accept: string | undefined): EncodedBody {
    kept.body ??= Buffer.from(JSON.stringify(kept.answer));
    return this.copies.encode(kept.body, accept);
  }

  /** Any answer's bytes (one not kept, or a kept one with the viewer's favorites). */
  encode(answer: T, accept: string | undefined): EncodedBody {
    return this.copies.encode(Buffer.from(JSON.stringify(answer)), accept);
  }
}

/** The providers of a page's hits: masters and organizations. */
export function pageProviders(answer: SearchResponse): { masters: number[]; organizations: number[] } {
  const masters = new Set<number>();
  const organizations = new Set<number>();
  for (const h of answer.items) {
    if (h.master) masters.add(h.master.id);
    if (h.organization) organizations.add(h.organization.id);
  }
  return { masters: [...masters], organizations: [...organizations] };
}

/** The page with is_favorite set for the viewer's favorite providers (none: every hit false). */
export function withFavorites(answer: SearchResponse, masters: number[], organizations: number[]): SearchResponse {
  const m = new Set(masters);
  const o = new Set(organizations);
  return {
    ...answer,
    items: answer.items.map((h) => ({
      ...h,
      is_favorite: h.master ? m.has(h.master.id) : h.organization ? o.has(h.organization.id) : false,
    })),
  };
}
