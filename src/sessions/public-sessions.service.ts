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
import { publicMasterSessionsSql, publicOrganizationSessionsSql } from './public-sessions.sql';

interface BodyRow {
  body: string;
}

/**
 * The coming sessions of a public page, with free seats as a count: who booked is never in a public answer.
 * ONE statement per request, which writes the whole answer (public-sessions.sql.ts): a PublicSessionListResponse
 * (sessions.contract.ts) as JSON bytes.
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

  async master(link: string, q: SessionRangeQueryDto): Promise<Buffer> {
    if (!isLinkValue('master', link)) throw new DomainError('master_not_found');
    const row = await this.read(this.masterSql, link, q);
    if (!row) throw new DomainError('master_not_found');
    return row;
  }

  async organization(link: string, q: SessionRangeQueryDto): Promise<Buffer> {
    if (!isLinkValue('organization', link)) throw new DomainError('organization_not_found');
    const row = await this.read(this.organizationSql, link, q);
    if (!row) throw new DomainError('organization_not_found');
    return row;
  }

  private async read(sql: string, link: string, q: SessionRangeQueryDto): Promise<Buffer | null> {
    if (q.from !== undefined && q.to !== undefined) assertDateRange(q.from, q.to);
    const [row] = await preparedQuery<BodyRow>(this.db, sql, [link, q.from ?? null, q.to ?? null, this.clock.now()]);
    return row ? Buffer.from(row.body) : null;
  }
}
