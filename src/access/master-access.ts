import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { independentMaster, managesOrganization } from './access.sql';
import { callerOrganization } from './organization-access';
import { preparedQuery } from '../database/prepared-query';
/** Whoever asks: only their id matters here. */
type Caller = Pick<{ id: number }, 'id'>;
import { DomainError } from '../common/domain-error';

export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** The master a schedule route is about, once the caller is known to be allowed. */
export interface MasterTarget {
  masterId: number;
  /** The saved zone, else the default one. */
  timeZone: string;
  /** The organization's zone when the master works only in organizations, else Europe/Moscow. */
  defaultTimeZone: string;
  configured: boolean;
  /** An organization the caller runs (owner, or unblocked admin) where this master works; else null. */
  managedOrganizationId: number | null;
}

interface AccessRow {
  id: number;
  independent: boolean;
  org_zone: string | null;
  managed_org: number | null;
  saved_zone: string | null;
}

// $1 the master, $2 the caller. An independent master has a public link; an organization master is an
// unblocked member with role master. The caller manages the master through an organization they own, or
// where they are an unblocked admin.
const ACCESS_SQL = `
  SELECT u.id,
         ${independentMaster('u.id')} AS independent,
         (SELECT o.time_zone FROM organizations o WHERE o.id = ${callerOrganization('u.id', ['master'])}) AS org_zone,
         (SELECT m.organization_id FROM organization_members m JOIN organizations o ON o.id = m.organization_id
           WHERE m.user_id = u.id AND m.role = 'master' AND NOT m.is_blocked
             AND ${managesOrganization('o', '$2')}
           ORDER BY (o.owner_id = $2) DESC, m.joined_at, m.id LIMIT 1) AS managed_org,
         ms.time_zone AS saved_zone
    FROM users u
    LEFT JOIN master_schedules ms ON ms.master_id = u.id
   WHERE u.id = $1`;

/**
 * Who may touch a master's schedule: the master themself ({master} = "me" or their own id) when they are a
 * master (independent or in an organization), and the owner or an admin of an organization where that user
 * is a master. Everyone else, and unknown ids, get 403 (an id's existence is not revealed).
 */
@Injectable()
export class MasterAccess {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async resolve(caller: Caller, ref: string): Promise<MasterTarget> {
    const masterId = ref === 'me' ? caller.id : Number(ref);
    const [row] = await preparedQuery<AccessRow>(this.db, ACCESS_SQL, [masterId, caller.id]);
    if (!row) throw forbidden();
    const self = row.id === caller.id && (row.independent || row.org_zone !== null);
    if (!self && row.managed_org === null) throw forbidden();
    const defaultTimeZone = !row.independent && row.org_zone ? row.org_zone : DEFAULT_TIME_ZONE;
    return {
      masterId: row.id,
      timeZone: row.saved_zone ?? defaultTimeZone,
      defaultTimeZone,
      configured: row.saved_zone !== null,
      managedOrganizationId: row.managed_org === null ? null : Number(row.managed_org),
    };
  }

  /** Only an owner or admin of the master's organization (assigning the organization's services). */
  async resolveManaged(caller: Caller, ref: string): Promise<MasterTarget & { managedOrganizationId: number }> {
    const target = await this.resolve(caller, ref);
    if (target.managedOrganizationId === null) throw forbidden();
    return { ...target, managedOrganizationId: target.managedOrganizationId };
  }
}

function forbidden(): DomainError {
  return new DomainError('forbidden');
}
