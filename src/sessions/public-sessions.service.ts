import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { preparedQuery } from '../database/prepared-query';
import { isLinkValue } from '../deep-links/link-grammar';
import { assertDateRange } from '../schedules/date-range';
import { instantFormatter } from '../time-core/zone';
import type { SessionRangeQueryDto } from './dto/session.dto';
import type { PublicSession, PublicSessionListResponse } from './sessions.contract';
import { publicMasterSessionsSql, publicOrganizationSessionsSql } from './sessions.sql';
import { DomainError } from '../common/domain-error';

type SessionJson = Omit<PublicSession, 'starts_at' | 'ends_at'> & { starts_ms: number; ends_ms: number };
interface ListRow {
  time_zone: string;
  sessions: SessionJson[];
}

/**
 * The coming sessions of a public page, with free seats as a count: who booked is never in a public answer.
 * ONE statement per request (the page's owner, its sessions with their services and masters, as JSON).
 */
@Injectable()
export class PublicSessionsService {
  private readonly masterSql: string;
  private readonly organizationSql: string;

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

  async master(link: string, q: SessionRangeQueryDto): Promise<PublicSessionListResponse> {
    if (!isLinkValue('master', link)) throw new DomainError('master_not_found');
    const row = await this.read(this.masterSql, link, q);
    if (!row) throw new DomainError('master_not_found');
    return row;
  }

  async organization(link: string, q: SessionRangeQueryDto): Promise<PublicSessionListResponse> {
    if (!isLinkValue('organization', link)) throw new DomainError('organization_not_found');
    const row = await this.read(this.organizationSql, link, q);
    if (!row) throw new DomainError('organization_not_found');
    return row;
  }

  private async read(sql: string, link: string, q: SessionRangeQueryDto): Promise<PublicSessionListResponse | null> {
    if (q.from !== undefined && q.to !== undefined) assertDateRange(q.from, q.to);
    const [row] = await preparedQuery<ListRow>(this.db, sql, [link, q.from ?? null, q.to ?? null, this.clock.now()]);
    if (!row) return null;
    const at = instantFormatter(row.time_zone);
    return {
      sessions: row.sessions.map(({ starts_ms, ends_ms, ...s }) => ({
        id: s.id,
        service: s.service,
        master: s.master,
        starts_at: at(starts_ms),
        ends_at: at(ends_ms),
        capacity: s.capacity,
        seats_left: s.seats_left,
      })),
    };
  }
}
