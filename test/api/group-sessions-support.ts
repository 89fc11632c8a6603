import request from 'supertest';
import type { DataSource } from 'typeorm';
import { Made, makeService } from '../factories';
import type { AppConfig } from '../../src/config/app.config';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { client, independentMaster, NOW, setNow, type IndependentMaster } from './appointments-support';
import type { Service } from '../../src/services/entities/service.entity';

/** Shared pieces of the group-session tests (test/api/group-sessions*.e2e-spec.ts). */

/**
 * The app of one describe's cases, listening on a real port (handed to `started` once it is up), the
 * clock at NOW before each case.
 */
export function listeningApp(overrides: Partial<AppConfig>, started: (t: TestApp, url: string) => void): void {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(overrides);
    await t.app.listen(0, '127.0.0.1');
    started(t, await t.app.getUrl());
  }, 60_000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());
}

/** Wednesday 2026-12-02 at `hour` Moscow, and the same time `week` weeks later. */
export const wed = (hour: number, week = 0) => {
  const ms = Date.parse(`2026-12-02T${String(hour).padStart(2, '0')}:00:00+03:00`) + week * 7 * 86_400_000;
  const d = new Date(ms + 3 * 3_600_000).toISOString().slice(0, 10);
  return `${d}T${String(hour).padStart(2, '0')}:00:00+03:00`;
};

export interface Studio extends IndependentMaster {
  /** A group service: yoga for `capacity`, an hour. */
  yoga: Service;
}

/** An independent master (Mon–Fri 09–18) with a one-client service and a group one. */
export async function studio(db: DataSource, yoga: Partial<Service> = {}): Promise<Studio> {
  const m = await independentMaster(db);
  const s = await makeService(
    db,
    { masterId: m.user.id },
    { name: 'Йога', durationMinutes: 60, price: 800, capacity: 3, ...yoga },
  );
  return { ...m, yoga: s };
}

export const postSession = (t: TestApp, who: Made, body: object, master = 'me') =>
  t.http.post(`/api/schedules/${master}/sessions`).set(auth(who.tg)).send(body);

/** One session of the studio's yoga at `startsAt` (201 expected); answers the session. */
export async function makeSession(t: TestApp, s: Studio, startsAt = wed(12), extra: object = {}) {
  const res = await postSession(t, s, { service_id: s.yoga.id, starts_at: startsAt, ...extra }).expect(201);
  return res.body.sessions[0] as { id: number; seats_left: number; capacity: number };
}

export const bookSeat = (t: TestApp, who: Made, sessionId: number, extra: object = {}) =>
  t.http
    .post('/api/appointments')
    .set(auth(who.tg))
    .send({ session_id: sessionId, ...extra });

/** `n` clients with phones, made a few at a time. */
export async function clients(db: DataSource, n: number): Promise<Made[]> {
  const out: Made[] = [];
  for (let i = 0; i < n; i += 25) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(25, n - i) }, () => client(db)))));
  }
  return out;
}

/** Each of `people` posts a seat of `sessionId` at the same moment, over real HTTP. */
export async function seatRace(url: string, people: Made[], sessionId: number): Promise<number[]> {
  const headers = people.map((p) => auth(p.tg));
  const answers = await Promise.all(
    people.map((_p, i) => request(url).post('/api/appointments').set(headers[i]).send({ session_id: sessionId })),
  );
  return answers.map((r) => r.status);
}

/** Live seats of a session, and its counter. */
export async function seats(db: DataSource, sessionId: number): Promise<{ live: number; counter: number }> {
  const [row]: { live: number; counter: number }[] = await db.query(
    `SELECT (SELECT count(*)::int FROM appointments WHERE session_id = $1
               AND status NOT IN ('cancelled', 'expired', 'payment_conflict')) AS live,
            (SELECT seats_taken FROM group_sessions WHERE id = $1) AS counter`,
    [sessionId],
  );
  return row;
}
