import { ForbiddenException } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { independentMaster, managesOrganization } from '../access/access.sql';
import { EXPORT_MSG } from './export-messages';

/**
 * Whose bookings an export covers, as the statistics see them: an owner or admin, their organization (or one
 * of its masters); an independent master, their own; an organization master, their own bookings there.
 * Kept in the export's row, so the file is made for what the requester might see when they asked.
 */
export type ExportScope =
  | { view: 'organization'; organization_id: number; master_id: number | null; time_zone: string }
  | { view: 'master'; master_id: number; organization_id: number | null; time_zone: string };

interface ScopeRow {
  org_id: number | null;
  org_zone: string | null;
  independent: boolean;
  own_zone: string | null;
  member_org_id: number | null;
  member_zone: string | null;
}

const SCOPE_SQL = `
  SELECT (SELECT o.id FROM organizations o WHERE ${managesOrganization('o', '$1')}
           ORDER BY (o.owner_id = $1) DESC, o.id LIMIT 1) AS org_id,
         (SELECT o.time_zone FROM organizations o WHERE ${managesOrganization('o', '$1')}
           ORDER BY (o.owner_id = $1) DESC, o.id LIMIT 1) AS org_zone,
         ${independentMaster('$1')} AS independent,
         (SELECT ms.time_zone FROM master_schedules ms WHERE ms.master_id = $1) AS own_zone,
         (SELECT m.organization_id FROM organization_members m
           WHERE m.user_id = $1 AND m.role = 'master' AND NOT m.is_blocked ORDER BY m.organization_id LIMIT 1) AS member_org_id,
         (SELECT o.time_zone FROM organization_members m JOIN organizations o ON o.id = m.organization_id
           WHERE m.user_id = $1 AND m.role = 'master' AND NOT m.is_blocked ORDER BY m.organization_id LIMIT 1) AS member_zone`;

const DEFAULT_ZONE = 'Europe/Moscow';

/** The caller's view, narrowed to `masterId` when given (403 when they may not see that master). */
export async function exportScope(db: DataSource, userId: number, masterId: number | null): Promise<ExportScope> {
  const [r]: ScopeRow[] = await db.query(SCOPE_SQL, [userId]);
  if (r.org_id !== null) {
    if (masterId !== null && masterId !== userId) {
      const [member]: unknown[] = await db.query(
        `SELECT 1 FROM organization_members WHERE organization_id = $1 AND user_id = $2 AND role = 'master'`,
        [r.org_id, masterId],
      );
      if (!member) throw new ForbiddenException({ detail: EXPORT_MSG.masterNotInView });
    }
    return { view: 'organization', organization_id: r.org_id, master_id: masterId, time_zone: r.org_zone! };
  }
  const own = r.independent || r.member_org_id !== null;
  if (!own) throw new ForbiddenException({ detail: EXPORT_MSG.noStatistics });
  if (masterId !== null && masterId !== userId) throw new ForbiddenException({ detail: EXPORT_MSG.masterNotInView });
  return {
    view: 'master',
    master_id: userId,
    organization_id: r.independent ? null : r.member_org_id,
    time_zone: r.own_zone ?? r.member_zone ?? DEFAULT_ZONE,
  };
}
