// The demo a newcomer sees on a first `npm start`: when the database has no users yet, dev login is on, no
// real bot token is set, NODE_ENV is not production and DEMO_DATA is not 0, the demo seed (./seed/) runs
// once at its smallest scale, with bookings in the weeks around the real clock. The users it writes are the
// marker: a database with any user is never seeded again (a restart, or data of one's own).
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app.config';
import type { Window } from './seed/plan';
import { DatabaseNotEmptyError, seedDemo } from './seed/seed';
import type { SeedSummary } from './seed/summary';

/** A few dozen people: 3 organizations with 2 masters and an admin each, 4 independent masters, 10 clients,
 *  every salon and every independent master with an address in Moscow. */
export const DEMO_SCALE = 0.001;
/** Two weeks of history (completed visits) and four weeks of bookings to come. */
export const DEMO_WINDOW: Window = { pastDays: 14, days: 42 };
/** 30 for each of the 10 masters: about one a working day (two on some days of a 2/2 or 3/3 shift). */
export const DEMO_APPOINTMENTS = 300;

export type DemoOutcome =
  | { status: 'off' }
  /** The database had users: nothing written. */
  | { status: 'present' }
  | { status: 'loaded'; ms: number; counts: Record<string, number> };

/** The demo itself (refuses a database with users: DatabaseNotEmptyError). */
export function seedDemoData(ds: DataSource, now: Date): Promise<SeedSummary> {
  return seedDemo(ds, {
    scale: DEMO_SCALE,
    reset: false,
    quiet: true,
    now,
    window: DEMO_WINDOW,
    appointments: DEMO_APPOINTMENTS,
    // one city, so search by distance and the map show every demo salon and master around Moscow
    city: 'Москва',
    // a few hundred rows: the planner's defaults serve them as well as fresh statistics
    vacuum: false,
  });
}

/** Every condition again, whatever the config object says: never with a real token, never in production. */
export function demoDataAllowed(config: AppConfig): boolean {
  return config.demoData && config.devLogin && config.botTokenGenerated && config.nodeEnv !== 'production';
}

export async function loadDemoDataOnce(ds: DataSource, config: AppConfig, now = new Date()): Promise<DemoOutcome> {
  if (!demoDataAllowed(config)) return { status: 'off' };
  const [{ any }] = await ds.query<{ any: boolean }[]>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  if (any) return { status: 'present' };
  const started = performance.now();
  try {
    const summary = await seedDemoData(ds, now);
    return { status: 'loaded', ms: Math.round(performance.now() - started), counts: summary.counts };
  } catch (e) {
    // another process seeded it between the check and the seed's lock
    if (e instanceof DatabaseNotEmptyError) return { status: 'present' };
    throw e;
  }
}
