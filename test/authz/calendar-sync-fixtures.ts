import type { World } from '../support/world';

/** Targets of the calendar sync rows in the authorization table: a CalDAV connection of the world's master. */

let lastId = 0;

export async function masterConnection(w: World): Promise<number> {
  const masterId = w.personas.master.user?.id;
  const [row] = await w.db.query<{ id: number }[]>(
    `INSERT INTO calendar_connections (master_id, provider, account, server_url, secret, calendars)
     VALUES ($1, 'caldav', 'matrix', 'https://caldav.example.com/', 'v1.sealed', $2::jsonb) RETURNING id`,
    [masterId, JSON.stringify([{ id: 'cal-1', name: 'Личный', blocks_time: true, receives_bookings: false }])],
  );
  lastId = row.id;
  return row.id;
}

/** What a refused change must leave alone: the last target connection. */
export async function lastConnectionState(w: World): Promise<unknown> {
  return w.db.query(`SELECT calendars, next_sync_at FROM calendar_connections WHERE id = $1`, [lastId]);
}
