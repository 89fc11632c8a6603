import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppointmentStatus } from '../appointments/appointments.contract';
import { preparedQuery } from '../database/prepared-query';
import { CLOCK, Clock } from '../common/clock';
import { addDays } from '../time-core/calendar-date';
import { instantFormatter, localToInstant, zonedDate } from '../time-core/zone';
import { viewParams, type BusinessView } from '../access/business-view';
import { BusinessViewService } from '../access/business-view.service';
import { decodeClientCursor, encodeClientCursor } from './client-cursor';
import { decodeClientKey, encodeClientKey } from './client-key';
import type {
  ClientCardResponse,
  ClientListQuery,
  ClientListResponse,
  ClientNoteRequest,
  ClientRow,
  ClientSegment,
  ClientSort,
} from './clients.contract';
import { clientPageSql, clientsSql, historySql, upsertNoteSql } from './clients.sql';
import { PAGE_VIEW_SQL } from './client-page-view.sql';
import { DomainError } from '../common/domain-error';
import { keep } from '../common/keep-recent';
import { EncodedCopies, type EncodedBody } from '../sessions/encoded-copies';
import {
  KEPT_PAGES,
  pageHoldsUntil,
  pageKey,
  questionKey,
  type KeptPage,
  type PageQuestion,
  type PageView,
} from './kept-pages';

export const CLIENTS_LIMIT_DEFAULT = 20;
/** "new": the first visit within this many days; "lost": the last visit more than this many days ago. */
const NEW_DAYS = 30;
const LOST_DAYS = 60;
const DAY = 86_400_000;

/** "lost" before: the start of the local day LOST_DAYS before today in `zone` (epoch ms). */
const lostSince = (zone: string, now: number): number =>
  localToInstant(addDays(zonedDate(now, zone), -LOST_DAYS), 0, zone);

/** The caller's client base as PAGE_VIEW_SQL answers it, with the version of its data. */
interface PageViewRow extends PageView {
  allowed: boolean;
  version: string;
}

/** A row of clientPageSql: the view's answer and one client of the window (key null: none). */
interface PageRow extends Omit<RawRow, 'key'>, PageViewRow {
  key: string | null;
}

/** Which rows of a view's client base: search, segment, order and a window of the sorted list. */
export interface ClientRowsOptions {
  q?: string | null;
  segment?: ClientSegment;
  sort?: ClientSort;
  offset?: number;
  limit: number;
  /** One client's internal key (client-key.ts), or all. */
  key?: string | null;
}

interface RawRow {
  key: string;
  client_id: number | null;
  name: string;
  phone: string | null;
  visits: number;
  no_shows: number;
  cancelled: number;
  total_spent: string;
  first_visit: number | null;
  last_visit: number | null;
  next_booking: number | null;
  note: string | null;
  tags: string[];
}

interface HistoryRow {
  appointment_id: number;
  starts_at: number;
  status: AppointmentStatus;
  price: string | null;
  service_id: number | null;
  service_name: string | null;
  master_id: number;
  first_name: string;
  last_name: string | null;
}

/** ISO text of epoch ms in `zone` (null stays null): one formatter for a page's instants. */
function instantsIn(zone: string): (ms: number | null) => string | null {
  const format = instantFormatter(zone);
  return (ms) => (ms === null ? null : format(ms));
}

/** A kept row as the API shows it. */
const clientRow = (r: RawRow, at: (ms: number | null) => string | null): ClientRow => ({
  key: encodeClientKey(r.key),
  client_id: r.client_id,
  name: r.name,
  phone: r.phone,
  visits: r.visits,
  no_shows: r.no_shows,
  cancelled: r.cancelled,
  total_spent: Number(r.total_spent),
  first_visit: at(r.first_visit),
  last_visit: at(r.last_visit),
  next_booking: at(r.next_booking),
  note: r.note,
  tags: r.tags,
});

/**
 * The clients of a business (see business-view.ts for whose): list, card, and the private note. Pages of the
 * list are kept (kept-pages.ts): per view, question and "lost" since, with their data's version.
 */
@Injectable()
export class ClientsService {
  private readonly kept = new Map<string, KeptPage>();
  /** Per caller and question: the key of the page they got last. */
  private readonly asked = new Map<string, string>();
  private readonly copies = new EncodedCopies();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly views: BusinessViewService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The caller's client base: 403 for anyone who is neither an owner or admin nor a master. */
  view(userId: number): Promise<BusinessView> {
    return this.views.resolve(userId, null, 'client_base_forbidden');
  }

  /**
   * Rows of a view's client base in the requested order, `limit` of them from `offset`: the list pages
   * through it, the clients export reads it window by window. One statement.
   */
  async rows(view: BusinessView, o: ClientRowsOptions): Promise<ClientRow[]> {
    const now = this.clock.now();
    const raw = await preparedQuery<RawRow>(this.db, clientsSql(view, o.sort ?? 'last_visit'), [
      ...viewParams(view),
      ...this.filterParams(o, now, lostSince(view.timeZone, now)),
      o.limit,
      o.offset ?? 0,
    ]);
    const at = instantsIn(view.timeZone);
    return raw.map((r) => clientRow(r, at));
  }

  /**
   * GET /clients: a page of the caller's clients and the cursor of the next one, as JSON bytes in the encoding
   * the client accepts. The page the caller got last for the same question is checked with the view in one
   * statement (PAGE_VIEW_SQL) and sent again while the view, its data's version and the clock leave it as it
   * is (kept-pages.ts); else one statement resolves the view and reads the page (clientPageSql). "lost" counts
   * from a local date of the view's zone, so that segment, asked afresh, resolves the view first.
   */
  async listBody(userId: number, q: ClientListQuery, accept: string | undefined): Promise<EncodedBody> {
    return this.copies.encode((await this.keptPage(userId, q)).body, accept);
  }

  /** The caller's page, kept (see listBody). */
  private async keptPage(userId: number, query: ClientListQuery): Promise<KeptPage> {
    const q: PageQuestion = {
      sort: query.sort ?? 'last_visit',
      segment: query.segment ?? 'all',
      q: query.q?.trim() ? query.q.trim() : null,
      limit: query.limit ?? CLIENTS_LIMIT_DEFAULT,
      offset: decodeClientCursor(query.cursor),
    };
    const question = questionKey(q);
    const asked = `${userId}|${question}`;
    const now = this.clock.now();
    const last = this.asked.get(asked);
    const kept = last === undefined ? undefined : this.kept.get(last);
    let lostBefore: number | null = null;
    if (kept) {
      const [view] = await preparedQuery<PageViewRow>(this.db, PAGE_VIEW_SQL, [userId, null]);
      if (!view.allowed) throw new DomainError('client_base_forbidden');
      if (q.segment === 'lost') lostBefore = lostSince(view.zone, now);
      const key = pageKey(view, lostBefore, question);
      if (key === last && view.version === kept.version && kept.from <= now && now < kept.until) {
        keep(this.asked, asked, key, KEPT_PAGES);
        return keep(this.kept, key, kept, KEPT_PAGES);
      }
    } else if (q.segment === 'lost') lostBefore = lostSince((await this.view(userId)).timeZone, now);

    const page = await preparedQuery<PageRow>(this.db, clientPageSql(q.sort), [
      userId,
      null,
      ...this.filterParams({ q: q.q, segment: q.segment }, now, lostBefore),
      q.limit + 1,
      q.offset,
    ]);
    const [view] = page;
    if (!view.allowed) throw new DomainError('client_base_forbidden');
    const at = instantsIn(view.zone);
    const rows = view.key === null ? [] : (page as RawRow[]);
    const shown = rows.slice(0, q.limit);
    const answer: ClientListResponse = {
      items: shown.map((r) => clientRow(r, at)),
      next_cursor: rows.length > q.limit ? encodeClientCursor(q.offset + q.limit) : null,
    };
    const made: KeptPage = {
      version: view.version,
      from: now,
      until: pageHoldsUntil(now, q, shown, rows, NEW_DAYS),
      body: Buffer.from(JSON.stringify(answer)),
    };
    if (made.until <= now) {
      this.asked.delete(asked);
      return made;
    }
    const key = pageKey(view, lostBefore, question);
    keep(this.asked, asked, key, KEPT_PAGES);
    return keep(this.kept, key, made, KEPT_PAGES);
  }

  /** $3..$10 of clientsSql and clientPageSql: now, one client's key, the search and the segment. */
  private filterParams(o: Pick<ClientRowsOptions, 'q' | 'segment' | 'key'>, now: number, lostBefore: number | null) {
    const q = o.q?.trim() ? o.q.trim() : null;
    const digits = q ? q.replace(/\D/g, '') : '';
    return [
      now,
      o.key ?? null,
      q === null ? null : `%${q.replace(/[\\%_]/g, '\\$&')}%`,
      digits || null,
      /^8\d/.test(digits) ? `7${digits.slice(1)}` : null,
      o.segment ?? 'all',
      now - NEW_DAYS * DAY,
      lostBefore,
    ];
  }

  /** GET /clients/{key}: the client's row and their bookings with the business, newest first. */
  async card(userId: number, key: string): Promise<ClientCardResponse> {
    const { view, internal, row } = await this.found(userId, key);
    const history = await preparedQuery<HistoryRow>(this.db, historySql(view), [...viewParams(view), internal]);
    const format = instantFormatter(view.timeZone);
    return {
      ...row,
      history: history.map((h) => ({
        appointment_id: h.appointment_id,
        starts_at: format(h.starts_at),
        status: h.status,
        price: h.price === null ? null : Number(h.price),
        service: h.service_id === null ? null : { id: h.service_id, name: h.service_name! },
        master: { id: h.master_id, first_name: h.first_name, last_name: h.last_name },
      })),
    };
  }

  /** PUT /clients/{key}/note: the business's note and tags on the client; absent fields stay. */
  async putNote(userId: number, key: string, body: ClientNoteRequest): Promise<ClientRow> {
    const { view, internal } = await this.found(userId, key);
    const owner = view.notesOwner;
    await preparedQuery(this.db, upsertNoteSql(view), [
      owner.organizationId,
      owner.masterId,
      internal,
      body.note ?? null,
      body.tags === undefined ? null : JSON.stringify(body.tags),
      body.note !== undefined,
      body.tags !== undefined,
      userId,
    ]);
    const [row] = await this.rows(view, { key: internal, limit: 1 });
    return row;
  }

  /** The caller's view and the client's row in it; 404 for a key that names no client of theirs. */
  private async found(userId: number, key: string): Promise<{ view: BusinessView; internal: string; row: ClientRow }> {
    const internal = decodeClientKey(key);
    const view = await this.view(userId);
    const [row] = internal ? await this.rows(view, { key: internal, limit: 1 }) : [];
    if (!internal || !row) throw new DomainError('client_not_found');
    return { view, internal, row };
  }
}
