import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import { VIEW_SQL } from './business-view.sql';
import { DEFAULT_VIEW_ZONE, type BusinessView } from './business-view';
import { DomainError } from '../common/domain-error';

/** Whom the view is refused to, as the caller's page says it (statistics, client base, weekly digest). */
export type ViewForbidden = 'statistics_forbidden' | 'client_base_forbidden' | 'digest_forbidden';

export interface ViewRow {
  managed_id: number | null;
  managed_zone: string | null;
  served_id: number | null;
  served_zone: string | null;
  independent: boolean;
  own_zone: string | null;
  master_in_org: boolean | null;
}

/** Resolves whose bookings a person may count and list (see business-view.ts). */
@Injectable()
export class BusinessViewService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * The business whose bookings the caller's view reads, as resolve() picks it (the organization they run,
   * else the one they serve as a master, else their own as an independent master); null when none. The
   * Pro gate asks this, so the plan that opens the report, the client base and the exports is always the
   * plan of the business they show.
   */
  async business(userId: number): Promise<{ organizationId: number | null; masterId: number } | null> {
    const [row] = await preparedQuery<ViewRow>(this.db, VIEW_SQL, [userId, null]);
    const organizationId = row.managed_id ?? row.served_id;
    if (organizationId !== null) return { organizationId: Number(organizationId), masterId: userId };
    return row.independent ? { organizationId: null, masterId: userId } : null;
  }

  /**
   * The caller's view, optionally narrowed to one master. 403 for anyone who is neither an owner or
   * admin nor a master, and for a master asking about another master; 404 for an owner or admin asking
   * about a master who is not of their organization. `forbidden` is the 403 text.
   */
  async resolve(
    userId: number,
    masterId: number | null = null,
    forbidden: ViewForbidden = 'statistics_forbidden',
  ): Promise<BusinessView> {
    const [row] = await preparedQuery<ViewRow>(this.db, VIEW_SQL, [userId, masterId]);
    return viewOfRow(row, userId, masterId, forbidden);
  }
}

/** resolve() from VIEW_SQL's row (a statement may read it beside other columns: see report-version.sql.ts). */
export function viewOfRow(
  row: ViewRow,
  userId: number,
  masterId: number | null,
  forbidden: ViewForbidden = 'statistics_forbidden',
): BusinessView {
  if (row.managed_id !== null) {
    const organizationId = Number(row.managed_id);
    if (masterId !== null && !row.master_in_org) throw new DomainError('statistics_master_not_found');
    return {
      kind: 'organization',
      organizationId,
      masterIds: masterId === null ? null : [masterId],
      timeZone: row.managed_zone ?? DEFAULT_VIEW_ZONE,
      notesOwner: { organizationId, masterId: null },
    };
  }
  if (row.served_id === null && !row.independent) throw new DomainError(forbidden);
  if (masterId !== null && masterId !== userId) throw new DomainError('statistics_not_your_master');
  const organizationId = row.served_id === null ? null : Number(row.served_id);
  return {
    kind: 'master',
    organizationId,
    masterIds: [userId],
    timeZone: row.own_zone ?? row.served_zone ?? DEFAULT_VIEW_ZONE,
    notesOwner:
      organizationId === null ? { organizationId: null, masterId: userId } : { organizationId, masterId: null },
  };
}
