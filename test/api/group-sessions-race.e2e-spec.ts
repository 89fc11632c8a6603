import request from 'supertest';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { client, NOW, setNow } from './appointments-support';
import { studio, wed, type Studio } from './group-sessions-support';

/**
 * A session and a single booking of one master at the same time, on PostgreSQL (PGlite has one connection,
 * so nothing of it runs at once there): one of the two is held open in its transaction while the API writes
 * the other, which waits for it and is refused once it commits, whichever came first. The database decides,
 * not the checks the code ran before writing.
 */
describe('group sessions: a session against a single booking written at the same time (PostgreSQL)', () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  }, 60_000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  /** Runs `sql` in a transaction left open, sends the API call, waits until it waits on a lock, commits. */
  async function againstOpen(sql: string, params: unknown[], send: () => Promise<request.Response>) {
    const runner = t.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const [held]: { id: number }[] = await runner.query(sql, params);
    const answer = send();
    for (let waiting = 0; waiting === 0;) {
      const [row]: { n: number }[] = await t.db.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      waiting = row.n;
    }
    await runner.commitTransaction();
    await runner.release();
    return { held: held.id, answer: await answer };
  }

  const live = async (s: Studio) => {
    const [row]: { sessions: number; singles: number }[] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM group_sessions WHERE master_id = $1 AND status = 'scheduled') AS sessions,
              (SELECT count(*)::int FROM appointments WHERE master_id = $1 AND session_id IS NULL
                  AND status NOT IN ('cancelled', 'expired', 'payment_conflict')) AS singles`,
      [s.user.id],
    );
    return row;
  };

  it('a session being written first: the single booking over it waits, then is refused 409', async () => {
    const s = await studio(t.db);
    const someone = await client(t.db);
    const { answer } = await againstOpen(
      `INSERT INTO group_sessions (master_id, service_id, starts_at, ends_at, occupied_until, capacity)
       VALUES ($1, $2, $3, $4, $4, 3) RETURNING id`,
      [s.user.id, s.yoga.id, wed(12), wed(13)],
      () =>
        request(url)
          .post('/api/appointments')
          .set(auth(someone.tg))
          .send({ master_id: s.user.id, service_id: s.service.id, starts_at: '2026-12-02T12:30:00+03:00' })
          .then((r) => r),
    );
    expect(answer.status).toBe(409);
    expect(await live(s)).toEqual({ sessions: 1, singles: 0 });
  });

  it('a single booking being written first: the session over it waits, then is refused 409 naming it', async () => {
    const s = await studio(t.db);
    const someone = await client(t.db);
    const { held, answer } = await againstOpen(
      `INSERT INTO appointments (master_id, client_id, service_id, client_name, starts_at, ends_at, occupied_until,
                                 status, price, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'Клиент', $4, $5, $5, 'planned', 1500, $2, now(), now()) RETURNING id`,
      [s.user.id, someone.user.id, s.service.id, '2026-12-02T12:30:00+03:00', '2026-12-02T13:30:00+03:00'],
      () =>
        request(url)
          .post('/api/schedules/me/sessions')
          .set(auth(s.tg))
          .send({ service_id: s.yoga.id, starts_at: wed(12) })
          .then((r) => r),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'session_conflict', conflicts: [held] });
    expect(await live(s)).toEqual({ sessions: 0, singles: 1 });
  });
});
