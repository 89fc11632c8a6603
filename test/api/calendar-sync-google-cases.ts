import { randomBytes } from 'node:crypto';
import { CalendarSyncRunner } from '../../src/calendar-sync/calendar-sync-runner';
import type { AppConfig } from '../../src/config/app.config';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { startFakeGoogle, type FakeGoogle } from '../support/fake-google';
import { book, client, independentMaster, setNow, type IndependentMaster } from './appointments-support';

/** Monday 2026-11-30, 08:00 in Moscow. */
const NOW = Date.parse('2026-11-30T08:00:00+03:00');
const MIN = 60_000;
const ACCOUNT = 'anna@example.com';

/** The Google sync's cases, run on PostgreSQL and on embedded PGlite. */
export function describeGoogleSync(label: string, overrides: Partial<AppConfig> = {}): void {
  describe(`calendar sync with Google (the real libraries against a local fake of its endpoints; ${label})`, () => {
    let t: TestApp;
    let g: FakeGoogle;
    let runner: CalendarSyncRunner;
    let m: IndependentMaster;
    let connectionId: number;

    beforeAll(async () => {
      g = await startFakeGoogle(ACCOUNT);
      t = await createTestApp({
        calendarSecretKey: randomBytes(32),
        googleClientId: 'client-id.apps.example',
        googleClientSecret: 'client-secret',
        googleOauthRoot: g.url,
        googleApiRoot: g.url,
        ...overrides,
      });
      runner = t.app.get(CalendarSyncRunner);
      m = await independentMaster(t.db);
    });
    beforeEach(() => setNow(t, NOW));
    afterEach(() => jest.restoreAllMocks());
    afterAll(async () => {
      await t?.close();
      await g?.close();
    });

    const slots = async (date: string) => {
      const res = await t.http
        .get(`/api/public/master/${m.profile.deepLink}/slots?service_id=${m.service.id}&from=${date}&to=${date}`)
        .expect(200);
      const days = res.body.days as { date: string; slots: string[] }[];
      return (days.find((d) => d.date === date)?.slots ?? []).map((s) => s.slice(11, 16));
    };
    const notices = (kind: string) =>
      t.db.query<{ payload: Record<string, unknown> }[]>(
        `SELECT payload FROM outbox_messages WHERE kind = $1 AND user_id = $2`,
        [kind, m.user.id],
      );
    const start = async () => {
      const res = await t.http.post('/api/calendar-sync/google/start').set(auth(m.tg)).expect(200);
      return new URL(res.body.auth_url as string);
    };
    const callback = (code: string, state: string) =>
      t.http
        .get(`/api/calendar-sync/google/callback?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`)
        .set('accept', 'text/html,application/xhtml+xml');

    it('consent → callback: PKCE and a signed single-use state, tokens stored sealed, the bot tells the master', async () => {
      const consent = await start();
      expect(`${consent.origin}${consent.pathname}`).toBe(`${g.url}/o/oauth2/v2/auth`);
      const q = consent.searchParams;
      expect(q.get('code_challenge_method')).toBe('S256');
      expect(q.get('access_type')).toBe('offline');
      expect(q.get('redirect_uri')).toBe('https://app.example.test/api/calendar-sync/google/callback');
      expect(q.get('scope')).toContain('calendar.freebusy');
      const state = q.get('state') ?? '';

      const forged = await callback(g.issueCode(q.get('code_challenge') ?? ''), `${state.slice(0, -2)}xx`).expect(400);
      expect(forged.text).toContain('устарела или уже использована');

      const ok = await callback(g.issueCode(q.get('code_challenge') ?? ''), state).expect(200);
      expect(ok.headers['content-type']).toContain('text/html');
      expect(ok.text).toContain('Готово — вернитесь в Telegram');
      const used = await callback(g.issueCode(q.get('code_challenge') ?? ''), state).expect(400);
      expect(used.headers['content-type']).toContain('text/html');

      const list = await t.http.get('/api/calendar-sync').set(auth(m.tg)).expect(200);
      expect(list.body.connections).toEqual([
        expect.objectContaining({ provider: 'google', account: ACCOUNT, status: 'ok', last_synced_at: null }),
      ]);
      connectionId = list.body.connections[0].id;
      expect(await notices('calendar_connected')).toEqual([{ payload: { provider: 'google', account: ACCOUNT } }]);

      const [token] = g.refreshTokens();
      const rows = await t.db.query(`SELECT * FROM calendar_connections`);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(JSON.stringify(await t.db.query(`SELECT * FROM calendar_oauth_states`))).not.toContain(token);
    });

    it('busy in: a Google busy hour removes the free time and shows as «Занято (Google)»', async () => {
      await t.http
        .put(`/api/calendar-sync/${connectionId}/calendars`)
        .set(auth(m.tg))
        .send({ calendars: [{ id: ACCOUNT, blocks_time: true, receives_bookings: true }] })
        .expect(200);
      g.busy[ACCOUNT] = [{ start: '2026-12-01T07:00:00Z', end: '2026-12-01T08:00:00Z' }];
      await runner.runOnce(NOW);
      const s = await slots('2026-12-01');
      expect(s).not.toContain('10:00');
      expect(s).toContain('11:00');
      const day = await t.http
        .get('/api/schedules/me/blocks?from=2026-12-01&to=2026-12-01')
        .set(auth(m.tg))
        .expect(200);
      expect(day.body.external_busy).toEqual([
        expect.objectContaining({ starts_at: '2026-12-01T10:00:00+03:00', label: 'Занято (Google)' }),
      ]);
    });

    it('a repeated slot read sees busy times a sync adds or removes, or a statement writes, at once', async () => {
      const syncNow = async () => {
        await t.http.post(`/api/calendar-sync/${connectionId}/sync`).set(auth(m.tg)).expect(202);
        await runner.runOnce(NOW);
      };
      const kept = g.busy[ACCOUNT];
      expect(await slots('2026-12-04')).toContain('12:00');
      expect(await slots('2026-12-04')).toContain('12:00');
      g.busy[ACCOUNT] = [...kept, { start: '2026-12-04T09:00:00Z', end: '2026-12-04T10:00:00Z' }];
      await syncNow();
      expect(await slots('2026-12-04')).not.toContain('12:00');
      g.busy[ACCOUNT] = kept;
      await syncNow();
      expect(await slots('2026-12-04')).toContain('12:00');

      // rows written by a statement of their own count as well: added, moved, removed
      await t.db.query(
        `INSERT INTO calendar_busy (connection_id, master_id, provider, starts_at, ends_at)
         VALUES ($1, $2, 'google', '2026-12-04T09:00:00Z', '2026-12-04T10:00:00Z')`,
        [connectionId, m.user.id],
      );
      expect(await slots('2026-12-04')).not.toContain('12:00');
      await t.db.query(
        `UPDATE calendar_busy SET starts_at = starts_at + interval '2 hours', ends_at = ends_at + interval '2 hours'
          WHERE starts_at = '2026-12-04T09:00:00Z'`,
      );
      const moved = await slots('2026-12-04');
      expect(moved).toContain('12:00');
      expect(moved).not.toContain('14:00');
      await t.db.query(`DELETE FROM calendar_busy WHERE starts_at = '2026-12-04T11:00:00Z'`);
      expect(await slots('2026-12-04')).toContain('14:00');
    });

    it('events out: a booking becomes an event, moves with it, and goes when cancelled; our own event is not busy', async () => {
      const c = await client(t.db, { firstName: 'Ольга', phone: '+79165554433' });
      const made = await book(t, c, {
        master_id: m.user.id,
        service_id: m.service.id,
        starts_at: '2026-12-02T12:00:00+03:00',
      }).expect(201);
      await runner.runOnce(NOW + MIN);
      expect(g.events).toEqual([
        expect.objectContaining({
          calendarId: ACCOUNT,
          start: '2026-12-02T09:00:00.000Z',
          summary: 'Ольга — Стрижка',
          description: expect.stringContaining('+79165554433'),
        }),
      ]);
      // Google's free/busy now has our event too: the next read cuts it out
      await runner.runOnce(NOW + 6 * MIN);
      expect(await t.db.query(`SELECT 1 FROM calendar_busy WHERE starts_at = '2026-12-02T09:00:00Z'`)).toHaveLength(0);

      await t.http
        .post(`/api/appointments/${made.body.id}/reschedule`)
        .set(auth(c.tg))
        .send({ starts_at: '2026-12-02T15:00:00+03:00' })
        .expect(200);
      await runner.runOnce(NOW + 7 * MIN);
      expect(g.events).toEqual([expect.objectContaining({ start: '2026-12-02T12:00:00.000Z' })]);
      await t.http.post(`/api/appointments/${made.body.id}/cancel`).set(auth(c.tg)).send({}).expect(200);
      await runner.runOnce(NOW + 8 * MIN);
      expect(g.events).toEqual([]);
    });

    it('a revoked token marks the connection broken after repeated refusals and tells the master once', async () => {
      g.revokeAll();
      for (let i = 1; i <= 4; i++) await runner.runOnce(NOW + (10 + 6 * i) * MIN);
      const list = await t.http.get('/api/calendar-sync').set(auth(m.tg)).expect(200);
      expect(list.body.connections[0].status).toBe('broken');
      expect(await notices('calendar_broken')).toEqual([
        { payload: { connection_id: connectionId, provider: 'google', account: ACCOUNT } },
      ]);
      // booking goes on as before
      expect(await slots('2026-12-03')).toContain('10:00');
    });

    it('disconnect revokes the Google token and forgets the busy times', async () => {
      const [token] = g.refreshTokens();
      await t.http.delete(`/api/calendar-sync/${connectionId}`).set(auth(m.tg)).expect(200);
      expect(g.revoked).toContain(token);
      expect(await slots('2026-12-01')).toContain('10:00');
    });
  });
}
