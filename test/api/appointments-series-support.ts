import type { DataSource } from 'typeorm';
import type { Made } from '../factories';
import { auth, type TestApp } from '../support/test-app';
import type { IndependentMaster } from './appointments-support';

/** Shared pieces of the repeating-visit tests (test/api/appointments-series*.e2e-spec.ts). */

/** Wednesday 2026-12-02 at 10:00 Moscow and the same time every week after (the master works Mon–Fri 09–18). */
export const weekly = (n: number, hour = 10) => {
  const ms = Date.parse(`2026-12-02T${String(hour).padStart(2, '0')}:00:00+03:00`) + n * 7 * 86_400_000;
  const d = new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
  return `${d}T${String(hour).padStart(2, '0')}:00:00+03:00`;
};

export const seriesBody = (m: IndependentMaster, rrule: string, extra: object = {}) => ({
  master_id: m.user.id,
  service_id: m.service.id,
  starts_at: weekly(0),
  rrule,
  on_conflict: 'skip',
  ...extra,
});

export const postSeries = (t: TestApp, who: Made, body: object) =>
  t.http.post('/api/appointments/series').set(auth(who.tg)).send(body);

/** The preview takes what a series does, without how to book it. */
export const previewSeries = (t: TestApp, who: Made, body: object) => {
  const { on_conflict: _mode, ...asked } = body as Record<string, unknown>;
  return t.http.post('/api/appointments/series/preview').set(auth(who.tg)).send(asked);
};

/** Starts of the live bookings of a master, in order, with how many hold each. */
export async function liveStarts(db: DataSource, masterId: number): Promise<{ starts: string[]; most: number }> {
  const rows: { ms: number; n: number }[] = await db.query(
    `SELECT (extract(epoch FROM starts_at) * 1000)::float8 AS ms, count(*)::int AS n FROM appointments
      WHERE master_id = $1 AND status NOT IN ('cancelled', 'expired', 'payment_conflict')
      GROUP BY starts_at ORDER BY starts_at`,
    [masterId],
  );
  return {
    starts: rows.map((r) => new Date(r.ms).toISOString()),
    most: Math.max(0, ...rows.map((r) => r.n)),
  };
}

/** How many bookings name a series (any series) of this master. */
export async function seriesRows(db: DataSource, masterId: number): Promise<number> {
  const [{ n }]: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM appointments WHERE master_id = $1 AND series_id IS NOT NULL`,
    [masterId],
  );
  return n;
}

export const iso = (s: string) => new Date(Date.parse(s)).toISOString();
