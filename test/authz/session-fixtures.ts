import { makeService } from '../factories';
import type { World } from '../support/world';
import { orgMasterWorksAllDay } from './appointment-fixtures';

/** Targets of the group-session rows in the authorization table: the organization master's sessions. */

let seq = 0;
/** A start nobody else uses: two hours apart from 2032-01-05 10:00 UTC on. */
const freshStart = () => new Date(Date.UTC(2032, 0, 5, 10) + seq++ * 2 * 3_600_000).toISOString();

const orgMasterId = (w: World) => w.personas.orgMaster.user!.id;

/** A new group service of the organization (yoga for 10), which the organization master performs. */
async function groupService(w: World): Promise<number> {
  await orgMasterWorksAllDay(w);
  const s = await makeService(w.db, { organizationId: w.org.id }, { name: 'Йога', durationMinutes: 60, capacity: 10 });
  return s.id;
}

/** POST /api/schedules/{orgMaster}/sessions of a new group service at a new time. */
export async function freshSessionReq(w: World): Promise<{ url: string; body: Record<string, unknown> }> {
  return {
    url: `/api/schedules/${orgMasterId(w)}/sessions`,
    body: { service_id: await groupService(w), starts_at: freshStart() },
  };
}

let lastId = 0;

/** A new scheduled session of the organization master (written straight to the database). */
export async function orgSession(w: World): Promise<number> {
  const serviceId = await groupService(w);
  const start = freshStart();
  const [row]: { id: number }[] = await w.db.query(
    `INSERT INTO group_sessions (master_id, service_id, organization_id, starts_at, ends_at, occupied_until, capacity)
     VALUES ($1, $2, $3, $4::timestamptz, $4::timestamptz + interval '1 hour', $4::timestamptz + interval '1 hour', 10)
     RETURNING id`,
    [orgMasterId(w), serviceId, w.org.id, start],
  );
  lastId = row.id;
  return row.id;
}

/** What a refused change must leave alone: the last target's status and capacity. */
export const lastSessionState = (w: World): Promise<unknown> =>
  w.db.query(`SELECT status, capacity FROM group_sessions WHERE id = $1`, [lastId]);
