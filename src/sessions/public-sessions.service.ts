import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { preparedQuery } from '../database/prepared-query';
import { isLinkValue } from '../deep-links/link-grammar';
import { assertDateRange } from '../schedules/date-range';
import type { SessionRangeQueryDto } from './dto/session.dto';
import { DomainError } from '../common/domain-error';
import { SlotAnswers } from '../schedules/slot-answers';
import { EncodedCopies, type EncodedBody } from './encoded-copies';
import { DEFAULT_DAYS, publicMasterSessionsSql, publicOrganizationSessionsSql } from './public-sessions.sql';

interface ListRow {
  version: string;
  body: string | null;
  first_ms: number | null;
  next_ms: number | null;
}

const HOUR = 3_600_000;

/**
 * The last instant (ms) a list read at `now` stays the same as time goes by: before its first session leaves
 * (at its start), and, when the list reaches DEFAULT_DAYS from now, before the first later session comes in
 * (an hour early: a day of the reach is not always 24 hours). Infinity: time alone never changes it.
 */
export function listHoldsUntil(row: Pick<ListRow, 'first_ms' | 'next_ms'>): number {
  let until = Infinity;
  if (row.first_ms !== null) until = row.first_ms - 1;
  if (row.next_ms !== null) until = Math.min(until, row.next_ms - DEFAULT_DAYS * 24 * HOUR - HOUR);
  return until;
}

/**
 * The coming sessions of a public page, with free seats as a count: who booked is never in a public answer.
 * ONE statement per request, which writes the whole answer (public-sessions.sql.ts): a PublicSessionListResponse
 * (sessions.contract.ts) as JSON bytes. A page is opened by many people: the bytes are kept in the process
 * (per page, dates and request) with the page's version, and served again while the statement answers the
 * same version (the database moves it on every change, whichever instance made it) and time has not moved
 * a session into or out of the list.
 */
@Injectable()
export class PublicSessionsService {
  private readonly masterSql: string;
  private readonly organizationSql: string;
  private readonly kept = new SlotAnswers();
  private readonly copies = new EncodedCopies();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // without a payment provider nobody is asked for a deposit, so the pages promise none
    const deposits = Boolean(config.paymentProviderToken);
    this.masterSql = publicMasterSessionsSql(deposits);
    this.organizationSql = publicOrganizationSessionsSql(deposits);
  }

  /** The list of an independent master's page, in the encoding `accept` (Accept-Encoding) asks for. */
  async master(link: string, q: SessionRangeQueryDto, accept?: string): Promise<EncodedBody> {
    if (!isLinkValue('master', link)) throw new DomainError('master_not_found');
    const body = await this.read('master', this.masterSql, link, q);
    if (!body) throw new DomainError('master_not_found');
    return this.copies.encode(body, accept);
  }

  /** The list of an organization's page, in the encoding `accept` (Accept-Encoding) asks for. */
  async organization(link: string, q: SessionRangeQueryDto, accept?: string): Promise<EncodedBody> {
    if (!isLinkValue('organization', link)) throw new DomainError('organization_not_found');
    const body = await this.read('organization', this.organizationSql, link, q);
    if (!body) throw new DomainError('organization_not_found');
    return this.copies.encode(body, accept);
  }

  private async read(kind: string, sql: string, link: string, q: SessionRangeQueryDto): Promise<Buffer | null> {
    if (q.from !== undefined && q.to !== undefined) assertDateRange(q.from, q.to);
    const now = this.clock.now();
    const key = `${kind} ${link} ${q.from ?? ''} ${q.to ?? ''}`;
    const kept = this.kept.holding(key, now);
    const [row] = await preparedQuery<ListRow>(this.db, sql, [
      link,
      q.from ?? null,
      q.to ?? null,
      now,
      kept?.digest ?? '',
    ]);
    if (!row) return null;
    if (row.body === null && kept) return kept.body;
    const body = Buffer.from(row.body ?? '');
    this.kept.keep(key, { digest: row.version, body, from: now, until: listHoldsUntil(row) });
    return body;
  }
}
