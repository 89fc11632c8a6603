import request from 'supertest';
import type { DataSource } from 'typeorm';
import { Made } from '../factories';
import { auth, TestApp } from '../support/test-app';
import { client, independentMaster, IndependentMaster, NOW, setNow } from './appointments-support';

/**
 * The no-overlap race, shared by the PostgreSQL and the PGlite suites: many clients post one slot (or
 * overlapping slots) at the same moment over real HTTP; the database lets exactly one through.
 */

export interface RaceResult {
  statuses: number[];
  bodies: unknown[];
  liveRows: number;
}

async function clients(db: DataSource, n: number): Promise<Made[]> {
  const out: Made[] = [];
  for (let i = 0; i < n; i += 25) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(25, n - i) }, () => client(db)))));
  }
  return out;
}

async function liveRows(db: DataSource, masterId: number): Promise<number> {
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM appointments WHERE master_id = $1 AND status <> 'cancelled'`,
    [masterId],
  );
  return n;
}

/** Every client posts at once (requests prepared first, then fired together); starts by index. */
export async function race(
  t: TestApp,
  n: number,
  startsAt: (i: number) => string,
  master?: IndependentMaster,
): Promise<RaceResult> {
  setNow(t, NOW);
  const m = master ?? (await independentMaster(t.db));
  const people = await clients(t.db, n);
  const url = await listening(t);
  const headers = people.map((p) => auth(p.tg));
  const answers = await Promise.all(
    people.map((_p, i) =>
      request(url)
        .post('/api/appointments')
        .set(headers[i])
        .send({ master_id: m.user.id, service_id: m.service.id, starts_at: startsAt(i) }),
    ),
  );
  return {
    statuses: answers.map((r) => r.status),
    bodies: answers.map((r) => r.body as unknown),
    liveRows: await liveRows(t.db, m.user.id),
  };
}

const urls = new WeakMap<TestApp, string>();

/** The app on a real port (once per app), so the requests are real concurrent connections. */
export async function listening(t: TestApp): Promise<string> {
  let url = urls.get(t);
  if (!url) {
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
    urls.set(t, url);
  }
  return url;
}

/** 201 once, 409 'Это время уже занято' for everyone else, one live row. */
export function expectOneWinner(r: RaceResult): void {
  const won = r.statuses.filter((s) => s === 201).length;
  const lost = r.bodies.filter(
    (b, i) => r.statuses[i] === 409 && JSON.stringify(b) === '{"detail":"Это время уже занято","code":"slot_taken"}',
  );
  const other = r.statuses.filter((s) => s !== 201 && s !== 409);
  if (won !== 1 || lost.length !== r.statuses.length - 1 || r.liveRows !== 1) {
    throw new Error(
      `expected one winner: ${won} × 201, ${lost.length} × 409 slot taken, others ${JSON.stringify(other)}, ${r.liveRows} live rows`,
    );
  }
}
