import { auth, TestApp } from '../support/test-app';
import { client, independentMaster, NOW, setNow } from './appointments-support';
import { DAY, join, myWaitlist } from './waitlist-support';

/**
 * Zones Node (Intl) knows and the database does not, on PostgreSQL and on PGlite (their zone data differ
 * from Node's and from each other): test/api/time-zones*.e2e-spec.ts.
 */

/** An old alias Node still knows and neither database does. */
export const NODE_ONLY_ZONE = 'US/Pacific-New';

const WEEKDAYS = {
  type: 'weekly',
  week: { mon: [['09:00', '18:00']], tue: [['09:00', '18:00']], wed: [['09:00', '18:00']] },
};

/** A schedule is saved only in a zone both Node and the database know; nothing is written otherwise. */
export async function scheduleZoneIsCheckedByBoth(t: TestApp): Promise<void> {
  setNow(t, NOW);
  const m = await independentMaster(t.db);
  const put = (zone: string) =>
    t.http.put('/api/schedules/me').set(auth(m.tg)).send({ time_zone: zone, pattern: WEEKDAYS });
  const before = (await t.http.get('/api/schedules/me').set(auth(m.tg)).expect(200)).body;

  const refused = await put(NODE_ONLY_ZONE).expect(422);
  expect(refused.body).toEqual({ detail: [{ loc: ['body', 'time_zone'], msg: 'Неизвестный часовой пояс' }] });
  expect((await t.http.get('/api/schedules/me').set(auth(m.tg)).expect(200)).body).toEqual(before);

  const saved = await put('America/Los_Angeles').expect(200);
  expect(saved.body.time_zone).toBe('America/Los_Angeles');
}

/**
 * A master whose stored zone the database does not know (saved before the check, or by an older
 * release) breaks no one's waitlist: the client waiting for them and for others lists and joins as before.
 */
export async function storedZoneBreaksNoRead(t: TestApp): Promise<void> {
  setNow(t, NOW);
  const [plain, odd, third] = [
    await independentMaster(t.db),
    await independentMaster(t.db),
    await independentMaster(t.db),
  ];
  const c = await client(t.db);
  for (const m of [plain, odd]) {
    await join(t, c, { master_id: m.user.id, service_id: m.service.id, from: DAY, to: DAY }).expect(201);
  }
  await t.db.query(`UPDATE master_schedules SET time_zone = $2 WHERE master_id = $1`, [odd.user.id, NODE_ONLY_ZONE]);

  const list = await myWaitlist(t, c).expect(200);
  expect(
    list.body.waitlist.map((e: { master: { id: number }; time_zone: string }) => [e.master.id, e.time_zone]),
  ).toEqual([
    [plain.user.id, 'Europe/Moscow'],
    [odd.user.id, NODE_ONLY_ZONE],
  ]);
  await join(t, c, { master_id: third.user.id, service_id: third.service.id, from: DAY, to: DAY }).expect(201);
  await join(t, c, { master_id: odd.user.id, service_id: odd.service.id, from: '2026-12-07', to: '2026-12-08' }).expect(
    201,
  );
  expect((await myWaitlist(t, c).expect(200)).body.waitlist).toHaveLength(4);
}
