/**
 * free_on answers kept in the process (search.service.ts), as other searches are (kept-searches.ts), with the
 * versions of what their slot engine read (the providers and services it examined, free-on-version.sql.ts)
 * and until the first instant the clock could change them (freeOnHoldsUntil over every hit the engine
 * judged). The examined set is known only once an answer is made: a key's second request makes one and keeps
 * it with no valid version; later requests read the version of the kept set before the data, and keep the new
 * answer with it when it read nothing outside that set. Identical requests at the same time (of the same viewer:
 * the answer holds their favorites) share one computation (shared-flights.ts).
 */
import type { EncodedBody } from '../sessions/encoded-copies';
import type { FreeOnData, FreeOnExamined } from './free-on';
import { FREE_ON_VERSION_AND_FAVORITES_SQL } from './free-on-version.sql';
import { type KeptAnswer, KeptAnswers, pageProviders, withFavorites } from './kept-searches';
import type { SearchRun } from './search-connection';
import type { SearchResponse } from './search.contract';
import { SharedFlights } from './shared-flights';

/** What the statements of one free_on answer read, and the last instant (ms) the answer holds as time passes. */
export interface FreeOnTrack {
  until: number;
  data: FreeOnData[];
}

/** A flight's answer (its starter's favorites in it) and, when it was kept, the kept answer. */
interface Made {
  answer: SearchResponse;
  fresh?: KeptAnswer<SearchResponse>;
}

export class KeptFreeOnAnswers {
  private readonly pages = new KeptAnswers<SearchResponse>();
  /** Computations in progress, by key and viewer (shared-flights.ts). */
  private readonly flights = new SharedFlights<Made>();

  constructor(private readonly run: SearchRun) {}

  /** The answer of `key` at `now` for the viewer, kept as said above; `make` computes it, gathering `track`. */
  async body(
    key: string,
    now: number,
    viewerTelegramId: number | null,
    accept: string | undefined,
    make: (track?: FreeOnTrack) => Promise<SearchResponse>,
  ): Promise<EncodedBody> {
    const arrival = this.flights.arrive();
    const flight = JSON.stringify([key, viewerTelegramId]);
    for (;;) {
      const kept = this.pages.get(key);
      if (!kept && !this.pages.askedBefore(key)) return this.pages.encode(await make(), accept);
      let version = '';
      if (kept?.holds) {
        const { masters, organizations } = pageProviders(kept.answer);
        const { examined, from, until } = kept.holds;
        const [found] = await this.run<{ version: string; masters: number[]; organizations: number[] }>(
          FREE_ON_VERSION_AND_FAVORITES_SQL,
          [viewerTelegramId, masters, organizations, examined.masters, examined.organizations, examined.services],
        );
        if (found.version === kept.version && from <= now && now <= until) {
          this.pages.touch(key, kept);
          return found.masters.length + found.organizations.length === 0
            ? this.pages.body(kept, accept)
            : this.pages.encode(withFavorites(kept.answer, found.masters, found.organizations), accept);
        }
        version = found.version;
      }
      const made = await this.flights.share(
        flight,
        arrival,
        () => this.pages.get(key) === kept,
        () => this.make(key, now, version, kept?.holds?.examined, make),
      );
      if (!made) continue;
      const { answer, fresh } = made;
      return fresh && !answer.items.some((h) => h.is_favorite)
        ? this.pages.body(fresh, accept)
        : this.pages.encode(answer, accept);
    }
  }

  /**
   * The answer `make` computes now, kept with `version` (read before, of the providers and services `before`)
   * when that covers all it read.
   */
  private async make(
    key: string,
    now: number,
    version: string,
    before: FreeOnExamined | undefined,
    make: (track?: FreeOnTrack) => Promise<SearchResponse>,
  ): Promise<Made> {
    const track: FreeOnTrack = { until: Infinity, data: [] };
    const answer = await make(track);
    const read = track.data.map((d) => d.examined());
    // the version was read before the data; it stands for the answer only when it covers all the answer read
    const covered = before !== undefined && read.every((r) => within(r, before));
    const fresh = this.pages.keep(key, covered ? version : '', withFavorites(answer, [], []), {
      from: now,
      until: track.until,
      examined: covered ? before : merged(read),
    });
    return { answer, fresh };
  }
}

/** Everything `r` holds is in `set`. */
function within(r: FreeOnExamined, set: FreeOnExamined): boolean {
  const has = (list: number[], of: number[]) => list.every((x) => of.includes(x));
  return has(r.masters, set.masters) && has(r.organizations, set.organizations) && has(r.services, set.services);
}

function merged(all: FreeOnExamined[]): FreeOnExamined {
  const union = (pick: (e: FreeOnExamined) => number[]) => [...new Set(all.flatMap(pick))];
  return {
    masters: union((e) => e.masters),
    organizations: union((e) => e.organizations),
    services: union((e) => e.services),
  };
}
