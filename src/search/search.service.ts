import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../common/clock';
import { fieldErrors } from '../schedules/date-range';
import { paddedInstants } from '../schedules/master-days';
import { daysBetween, isCalendarDate } from '../time-core/calendar-date';
import { zonedDate } from '../time-core/zone';
import { SEARCH_LIMIT_DEFAULT, SearchQueryDto, MapQueryDto } from './dto/search-query.dto';
import { firstFreeStart, FreeOnData, freeOnHoldsUntil } from './free-on';
import { type HitRow, toHit } from './search-hit';
import { boxAround, parseBbox } from './search-area';
import { SearchCursorSigner, type SearchCursor } from './search-cursor';
import { SEARCH_MSG } from './search-messages';
import { SearchConnections, type SearchRun } from './search-connection';
import { searchStatement, type SearchSpec } from './search.sql';
import { type SearchText, searchText } from './search-text';
import { withTypos } from './search-words';
import type { SearchResponse, SearchSort } from './search.contract';
import { KeptMaps } from './kept-maps';
import { type KeptAnswer, KeptAnswers, pageProviders, withFavorites } from './kept-searches';
import { SharedFlights } from './shared-flights';
import { SEARCH_VERSION_AND_FAVORITES_SQL, SEARCH_VERSION_SQL } from './search-version.sql';
import { type FreeOnTrack, KeptFreeOnAnswers } from './kept-free-on';
import type { EncodedBody } from '../sessions/encoded-copies';

/** The radius of a distance search without radius_km. */
export const DEFAULT_RADIUS_KM = 10;
/** free_on: from today to this many days ahead. */
export const FREE_ON_MAX_DAYS = 62;
/** The zone whose date is "today" for free_on's bounds (the platform's; each provider's own decides slots). */
const PLATFORM_ZONE = 'Europe/Moscow';
/**
 * With free_on, hits are read in batches (the slot engine filters them) and at most twice per request. The
 * working-time data are read only for the providers of the hits the engine looks at: the page's worth
 * first (one row more, to tell whether another page follows), then, while the engine drops some, as many
 * more hits' as it has looked at (at least FREE_ON_CHUNK_MIN): a few statements per batch at most, each
 * provider's data read once however many of its services it has.
 */
const FREE_ON_BATCH_MAX = 120;
const FREE_ON_ROUNDS = 2;
const FREE_ON_CHUNK_MIN = 8;

type Field = { loc: string[]; msg: string };
const problem = (field: string, msg: string): Field => ({ loc: ['query', field], msg });

/** No hit: a text of no word left to match. */
const NOTHING: SearchResponse = { items: [], next_cursor: null };

/**
 * Finding a service to book, and the providers on the map: no identity needed, one or two SQL each.
 * Answers asked again are kept (kept-searches.ts) with the version of their data (search_versions, moved
 * by the database on every change they read, whichever instance made it): while it stays the same, a
 * repeated request costs one small statement (the version, and the viewer's favorites among the page's
 * providers) and the kept bytes. Nothing such an answer holds depends on the clock (no statement reads
 * it, cursors carry none). free_on's answers depend on bookings, schedules and the clock too: they are kept
 * apart (kept-free-on.ts) with the versions of the providers their slot engine examined and the instant the
 * clock would first change them. Identical requests at the same time share one computation of what is not
 * kept yet (shared-flights.ts), and never one that started before they arrived.
 */
@Injectable()
export class SearchService {
  private readonly pages = new KeptAnswers<SearchResponse>();
  private readonly freePages: KeptFreeOnAnswers;
  private readonly maps: KeptMaps;
  /** Searches being computed, shared by identical requests (shared-flights.ts). */
  private readonly flights = new SharedFlights<{ answer: SearchResponse; fresh: KeptAnswer<SearchResponse> }>();

  constructor(
    private readonly connections: SearchConnections,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly cursors: SearchCursorSigner,
  ) {
    this.freePages = new KeptFreeOnAnswers(connections.run);
    this.maps = new KeptMaps(connections.run);
  }

  /** A search's answer as JSON bytes in the encoding the client accepts (`accept`), kept as said above. */
  async searchBody(q: SearchQueryDto, viewerTelegramId: number | null, accept?: string): Promise<EncodedBody> {
    const now = this.clock.now();
    const spec = this.searchSpec(q, viewerTelegramId, now);
    const limit = q.limit ?? SEARCH_LIMIT_DEFAULT;
    if (q.q !== undefined && q.q.trim() !== '' && !spec.text) return this.pages.encode(NOTHING, accept);
    const key = JSON.stringify([
      spec.text,
      spec.category,
      spec.priceMin,
      spec.priceMax,
      spec.ratingMin,
      spec.point && [spec.point.lat, spec.point.lon, spec.point.km],
      spec.sort,
      spec.after,
      limit,
      spec.freeOn?.date,
    ]);
    if (spec.freeOn)
      return this.freePages.body(key, now, viewerTelegramId, accept, (track) => this.answer(spec, limit, now, track));
    const arrival = this.flights.arrive();
    const flight = JSON.stringify([key, viewerTelegramId]);
    for (;;) {
      const kept = this.pages.get(key);
      let version: string | undefined;
      if (kept) {
        const found = await this.versionAndFavorites(viewerTelegramId, kept.answer);
        if (found.version === kept.version) {
          this.pages.touch(key, kept);
          return found.masters.length + found.organizations.length === 0
            ? this.pages.body(kept, accept)
            : this.pages.encode(withFavorites(kept.answer, found.masters, found.organizations), accept);
        }
        version = found.version;
      } else if (!this.pages.askedBefore(key)) return this.pages.encode(await this.answer(spec, limit, now), accept);
      const made = await this.flights.share(
        flight,
        arrival,
        () => this.pages.get(key) === kept,
        () => this.kept(key, spec, limit, now, version),
      );
      if (!made) continue;
      const { answer, fresh } = made;
      return answer.items.some((h) => h.is_favorite)
        ? this.pages.encode(answer, accept)
        : this.pages.body(fresh, accept);
    }
  }

  /** The page the statements answer now, kept with the data's version `version` (read now when not given). */
  private async kept(key: string, spec: SearchSpec, limit: number, now: number, version?: string) {
    // the version is read before the data: a change committed in between moves it past `version`, so the
    // answer is never kept with a version older than the data it holds
    version ??= await this.version();
    const answer = await this.answer(spec, limit, now);
    return { answer, fresh: this.pages.keep(key, version, withFavorites(answer, [], [])) };
  }

  /** The data's version and, in the same statement, the viewer's favorites among the page's providers. */
  private async versionAndFavorites(viewerTelegramId: number | null, page: SearchResponse) {
    if (viewerTelegramId === null) return { version: await this.version(), masters: [], organizations: [] };
    const { masters, organizations } = pageProviders(page);
    const [found] = await this.connections.run<{ version: string; masters: number[]; organizations: number[] }>(
      SEARCH_VERSION_AND_FAVORITES_SQL,
      [viewerTelegramId, masters, organizations],
    );
    return found;
  }

  private async version(): Promise<string> {
    const [{ version }] = await this.connections.run<{ version: string }>(SEARCH_VERSION_SQL, []);
    return version;
  }

  /** The page the statements answer now. */
  private async answer(spec: SearchSpec, limit: number, now: number, track?: FreeOnTrack): Promise<SearchResponse> {
    const page = await this.pageFor(spec, limit, now, track);
    const more = page.found.length > limit;
    const shown = page.found.slice(0, limit);
    const last = more ? shown[shown.length - 1].row : null;
    const next: SearchCursor | null = last
      ? { k1: last.c1, k2: last.c2, id: last.id }
      : page.exhausted
        ? null
        : page.after;
    return {
      items: shown.map(({ row, nextFree }) => toHit(row, nextFree)),
      next_cursor: next ? this.cursors.encode(spec.sort, next) : null,
    };
  }

  /** The page for the text as typed, or widened to similar kept words (search-words.ts). */
  private async pageFor(spec: SearchSpec, limit: number, now: number, track?: FreeOnTrack) {
    const run = this.connections.run;
    const typed = spec.text;
    if (!typed || typed.several) return this.page(run, spec, typed && (await withTypos(run, typed)), limit, now, track);
    // One word: a word some text holds is matched as typed (withTypos would leave it so), and a statement
    // that returns a row proves a text holds it. The kept words are asked only when nothing came back.
    const found = await this.page(run, spec, typed, limit, now, track);
    if (found.read > 0) return found;
    const widened = await withTypos(run, typed);
    return sameMatch(widened, typed) ? found : this.page(run, spec, widened, limit, now, track);
  }

  /**
   * The hits of one page (one more than `limit` when another page follows) for `text`, and how many rows
   * the statements returned. With free_on the slot engine drops the hits without a free start, so rows are
   * read in batches. `track` gathers what the slot engine read and until when its verdicts hold.
   */
  private async page(
    run: SearchRun,
    spec: SearchSpec,
    text: SearchText | null,
    limit: number,
    now: number,
    track?: FreeOnTrack,
  ) {
    const found: { row: HitRow; nextFree: string | null }[] = [];
    let after = spec.after;
    let exhausted = false;
    let read = 0;
    const batch = spec.freeOn ? Math.min(FREE_ON_BATCH_MAX, (limit + 1) * 3) : limit + 1;
    const free = spec.freeOn ? new FreeOnData(run, spec.freeOn) : null;
    if (free) track?.data.push(free);
    for (let round = 0; round < (spec.freeOn ? FREE_ON_ROUNDS : 1) && found.length <= limit; round++) {
      const statement = searchStatement({ ...spec, text, after, rows: batch });
      const rows = await run<HitRow>(statement.text, statement.values);
      read += rows.length;
      for (let i = 0; i < rows.length && found.length <= limit; i++) {
        const row = rows[i];
        after = { k1: row.c1, k2: row.c2, id: row.id };
        if (free && !free.has(row)) {
          await free.load(rows.slice(i, i + Math.max(limit + 1 - found.length, i, FREE_ON_CHUNK_MIN)));
        }
        const nextFree = free ? firstFreeStart(free.of(row), spec.freeOn!.date, now) : null;
        if (free && track)
          track.until = Math.min(track.until, freeOnHoldsUntil(free.of(row), spec.freeOn!.date, now, nextFree));
        if (free && nextFree === null) continue;
        found.push({ row, nextFree });
      }
      exhausted = rows.length < batch;
      if (exhausted) break;
    }
    return { found, after, exhausted, read };
  }

  /** The map's answer as JSON bytes in the encoding the client accepts, kept as search's. */
  async mapBody(q: MapQueryDto, accept?: string): Promise<EncodedBody> {
    const box = parseBbox(q.bbox);
    if (typeof box === 'string') throw fieldErrors([problem('bbox', box)]);
    const text = q.q === undefined || q.q.trim() === '' ? null : searchText(q.q);
    const spec = { box, text, category: q.category ?? null, ratingMin: q.rating_min ?? null };
    return this.maps.body(q.q !== undefined && q.q.trim() !== '' && !text ? null : spec, accept);
  }

  /** The rules across parameters (each refusal names its parameter), then what the statement needs. */
  private searchSpec(q: SearchQueryDto, viewerTelegramId: number | null, now: number): SearchSpec {
    const errors: Field[] = [];
    const hasLat = q.lat !== undefined;
    const hasLon = q.lon !== undefined;
    if (hasLat && !hasLon) errors.push(problem('lon', SEARCH_MSG.latWithoutLon));
    if (hasLon && !hasLat) errors.push(problem('lat', SEARCH_MSG.lonWithoutLat));
    const point = hasLat && hasLon;
    if (q.radius_km !== undefined && !point && hasLat === hasLon)
      errors.push(problem('radius_km', SEARCH_MSG.radiusWithoutPoint));
    if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
      errors.push(problem('price_min', SEARCH_MSG.priceReversed));
    const typed = q.q !== undefined && q.q.trim() !== '';
    const sort: SearchSort = q.sort ?? (typed ? 'relevance' : 'rating');
    if (sort === 'distance' && !point) errors.push(problem('sort', SEARCH_MSG.sortNeedsPoint));
    const freeOn = q.free_on === undefined ? null : this.freeOnDate(q.free_on, now, errors);
    if (errors.length) throw fieldErrors(errors);
    const text = typed ? searchText(q.q!) : null;
    // relevance without a text to match is the rating order (and its cursors are the rating order's)
    const effective: SearchSort = sort === 'relevance' && !text ? 'rating' : sort;
    const km = q.radius_km ?? DEFAULT_RADIUS_KM;
    return {
      text,
      category: q.category ?? null,
      priceMin: q.price_min ?? null,
      priceMax: q.price_max ?? null,
      ratingMin: q.rating_min ?? null,
      point: point ? { lat: q.lat!, lon: q.lon!, km, box: boxAround(q.lat!, q.lon!, km) } : null,
      freeOn: freeOn === null ? null : { date: freeOn, ...paddedInstants(freeOn, freeOn) },
      sort: effective,
      after: this.cursors.decode(q.cursor, effective),
      rows: 0,
      viewerTelegramId,
    };
  }

  private freeOnDate(value: string, now: number, errors: Field[]): string | null {
    if (!isCalendarDate(value)) {
      errors.push(problem('free_on', SEARCH_MSG.freeOnInvalid));
      return null;
    }
    const ahead = daysBetween(zonedDate(now, PLATFORM_ZONE), value);
    if (ahead < 0) errors.push(problem('free_on', SEARCH_MSG.freeOnPast));
    else if (ahead > FREE_ON_MAX_DAYS) errors.push(problem('free_on', SEARCH_MSG.freeOnTooFar));
    return value;
  }
}

/** Both texts match the same words (a typed word widened to no similar word is matched as typed). */
const sameMatch = (a: SearchText, b: SearchText) =>
  a.tsquery === b.tsquery && a.tsqueryAny === b.tsqueryAny && a.tsqueryFind === b.tsqueryFind;
