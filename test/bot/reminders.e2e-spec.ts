import { createTestApp, auth } from '../support/test-app';
import { JobRegistry } from '../../src/jobs/job-registry';
import { REMINDERS_JOB } from '../../src/reminders/reminder-job';
import { dueRounds } from '../support/due-rounds';
import { inlineButtons, startBotTest, type BotTest } from './support';
import {
  at,
  booking,
  drain,
  putSchedule,
  remindersOf,
  remindersTo,
  runReminders,
  textOf,
  tick,
} from './reminder-support';

// Tuesday 2026-12-01 09:00 Moscow (06:00Z); a booking for Wednesday 10:00 Moscow (07:00Z) is 25 hours ahead.
const NOW = '2026-12-01T09:00:00+03:00';
const TOMORROW_10 = '2026-12-02T10:00:00+03:00';

describe('booking reminders: planned in the database, sent once by the runner through the outbox', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());
  beforeEach(() => {
    at(b, NOW);
    b.fake.reset();
  });

  it('a booking gets reminders 24 h and 2 h ahead; each is sent once, at its time, with Приду / Отменить / Перенести', async () => {
    const x = await booking(b, TOMORROW_10);
    expect(await remindersOf(b.t.db, x.id)).toEqual([
      {
        lead_minutes: 1440,
        due_at: '2026-12-01T07:00Z',
        starts_at: '2026-12-02T07:00Z',
        status: 'pending',
        skip_reason: null,
      },
      {
        lead_minutes: 120,
        due_at: '2026-12-02T05:00Z',
        starts_at: '2026-12-02T07:00Z',
        status: 'pending',
        skip_reason: null,
      },
    ]);
    await drain(b); // the booking notices
    expect(await tick(b, '2026-12-01T09:59:00+03:00')).toMatchObject({ reminders: { claimed: 0 } });
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(0);

    expect(await tick(b, '2026-12-01T10:00:00+03:00')).toMatchObject({ reminders: { claimed: 1, sent: 1 } });
    const [first] = remindersTo(b, x.client.tg.id);
    expect(textOf(first)).toBe(
      `⏰ Напоминание о записи на 02.12.2026 10:00 (Europe/Moscow)\nМастер: ${x.master.user.firstName} ${x.master.user.lastName}` +
        `\nУслуга: Стрижка\nТелефон: ${x.master.user.phone}` +
        '\n\nПодтвердите, что придёте, или отмените запись, если планы изменились.',
    );
    expect(inlineButtons(first)).toEqual([
      { text: 'Приду', callback_data: `rem:come:${x.id}` },
      { text: 'Отменить', callback_data: `rem:cancel:${x.id}` },
      {
        text: 'Перенести',
        web_app: { url: `https://app.example.test/my-records?appointment=${x.id}&action=reschedule` },
      },
    ]);
    // later rounds (and the master) get nothing more until the 2-hour one
    await tick(b, '2026-12-01T18:00:00+03:00');
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(1);
    expect(remindersTo(b, x.master.tg.id)).toHaveLength(0);

    expect(await tick(b, '2026-12-02T08:00:30+03:00')).toMatchObject({ reminders: { claimed: 1, sent: 1 } });
    await tick(b, '2026-12-02T09:00:00+03:00');
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(2);
    expect((await remindersOf(b.t.db, x.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('the reminder speaks the client language', async () => {
    const x = await booking(b, TOMORROW_10);
    await b.t.db.query(`UPDATE users SET language_code = 'en' WHERE id = $1`, [x.client.user.id]);
    await tick(b, '2026-12-01T10:00:00+03:00');
    const [r] = remindersTo(b, x.client.tg.id);
    expect(textOf(r)).toMatch(/^⏰ Reminder: your booking on 2026-12-02 10:00 \(Europe\/Moscow\)/);
    expect(inlineButtons(r).map((x) => x.text)).toEqual(["I'll come", 'Cancel', 'Reschedule']);
  });

  it('a booking made less than 2 hours ahead gets no reminder; 3 hours ahead only the 2-hour one', async () => {
    const close = await booking(b, '2026-12-01T10:30:00+03:00');
    expect(await remindersOf(b.t.db, close.id)).toEqual([]);
    const soon = await booking(b, '2026-12-01T12:00:00+03:00');
    expect((await remindersOf(b.t.db, soon.id)).map((r) => r.lead_minutes)).toEqual([120]);
    await tick(b, '2026-12-01T10:00:00+03:00');
    await tick(b, '2026-12-01T11:59:00+03:00');
    expect(remindersTo(b, close.client.tg.id)).toHaveLength(0);
    expect(remindersTo(b, soon.client.tg.id)).toHaveLength(1);
  });

  it('a cancelled booking gets none', async () => {
    const x = await booking(b, TOMORROW_10);
    await b.t.http.post(`/api/appointments/${x.id}/cancel`).set(auth(x.client.tg)).send({}).expect(200);
    expect(await remindersOf(b.t.db, x.id)).toEqual([]);
    await tick(b, '2026-12-01T10:00:00+03:00');
    await tick(b, '2026-12-02T08:00:00+03:00');
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(0);
  });

  it('a moved booking: only the new time reminds (the old one never fires)', async () => {
    const x = await booking(b, TOMORROW_10);
    at(b, '2026-12-01T09:30:00+03:00');
    await b.t.http
      .post(`/api/appointments/${x.id}/reschedule`)
      .set(auth(x.client.tg))
      .send({ starts_at: '2026-12-03T15:00:00+03:00' })
      .expect(200);
    expect((await remindersOf(b.t.db, x.id)).map((r) => [r.lead_minutes, r.due_at])).toEqual([
      [1440, '2026-12-02T12:00Z'],
      [120, '2026-12-03T10:00Z'],
    ]);
    await tick(b, '2026-12-01T10:00:00+03:00'); // the old 24-hour moment
    await tick(b, '2026-12-02T08:00:00+03:00'); // the old 2-hour moment
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(0);
    await tick(b, '2026-12-02T15:00:00+03:00');
    await tick(b, '2026-12-03T13:00:00+03:00');
    const sent = remindersTo(b, x.client.tg.id);
    expect(sent.map((c) => textOf(c).split('\n')[0])).toEqual([
      '⏰ Напоминание о записи на 03.12.2026 15:00 (Europe/Moscow)',
      '⏰ Напоминание о записи на 03.12.2026 15:00 (Europe/Moscow)',
    ]);
  });

  it('a move to under 2 hours ahead leaves no reminder', async () => {
    const x = await booking(b, TOMORROW_10);
    await b.t.http
      .post(`/api/appointments/${x.id}/reschedule`)
      .set(auth(x.master.tg))
      .send({ starts_at: '2026-12-01T10:00:00+03:00' })
      .expect(200);
    expect(await remindersOf(b.t.db, x.id)).toEqual([]);
  });

  it('never after the start: a runner that comes late skips it; the outbox drops one whose start passed while it waited', async () => {
    const late = await booking(b, '2026-12-01T12:00:00+03:00');
    await tick(b, '2026-12-01T12:00:00+03:00');
    expect(remindersTo(b, late.client.tg.id)).toHaveLength(0);
    expect(await remindersOf(b.t.db, late.id)).toEqual([
      expect.objectContaining({ status: 'skipped', skip_reason: 'started' }),
    ]);

    at(b, NOW);
    const waiting = await booking(b, '2026-12-01T14:00:00+03:00');
    at(b, '2026-12-01T12:00:00+03:00');
    await runReminders(b);
    // the notice is queued but not delivered until after the start (Telegram was down, say)
    b.clock.ms = Date.parse('2026-12-01T14:00:01+03:00');
    await drain(b);
    expect(remindersTo(b, waiting.client.tg.id)).toHaveLength(0);
    const [row]: { status: string; last_error: string }[] = await b.t.db.query(
      `SELECT status, last_error FROM outbox_messages WHERE kind = 'appointment_reminder' AND chat_id = $1`,
      [waiting.client.tg.id],
    );
    expect(row).toEqual({ status: 'failed', last_error: 'expired: started' });
  });

  it('the outbox drops a queued reminder whose booking was cancelled or moved before it went out', async () => {
    const cancelled = await booking(b, '2026-12-01T12:00:00+03:00');
    const moved = await booking(b, '2026-12-01T12:00:00+03:00');
    at(b, '2026-12-01T10:00:00+03:00');
    await runReminders(b);
    await b.t.http.post(`/api/appointments/${cancelled.id}/cancel`).set(auth(cancelled.master.tg)).send({}).expect(200);
    await b.t.http
      .post(`/api/appointments/${moved.id}/reschedule`)
      .set(auth(moved.master.tg))
      .send({ starts_at: '2026-12-01T16:00:00+03:00' })
      .expect(200);
    await drain(b);
    expect(remindersTo(b, cancelled.client.tg.id)).toHaveLength(0);
    expect(remindersTo(b, moved.client.tg.id)).toHaveLength(0);
    const errors: { chat_id: string; last_error: string }[] = await b.t.db.query(
      `SELECT chat_id::text, last_error FROM outbox_messages
        WHERE kind = 'appointment_reminder' AND chat_id = ANY($1::bigint[]) ORDER BY id`,
      [[cancelled.client.tg.id, moved.client.tg.id]],
    );
    expect(errors).toEqual([
      { chat_id: String(cancelled.client.tg.id), last_error: 'expired: cancelled' },
      { chat_id: String(moved.client.tg.id), last_error: 'expired: moved' },
    ]);
    // the moved booking reminds for its new time
    await tick(b, '2026-12-01T14:00:00+03:00');
    expect(remindersTo(b, moved.client.tg.id).map((c) => textOf(c).split('\n')[0])).toEqual([
      '⏰ Напоминание о записи на 01.12.2026 16:00 (Europe/Moscow)',
    ]);
  });

  it('two due at once (the server was down): only the nearer one is sent', async () => {
    const x = await booking(b, TOMORROW_10);
    await tick(b, '2026-12-02T08:30:00+03:00');
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(1);
    expect((await remindersOf(b.t.db, x.id)).map((r) => [r.lead_minutes, r.status, r.skip_reason])).toEqual([
      [1440, 'skipped', 'superseded'],
      [120, 'sent', null],
    ]);
  });

  it('a 429 and then a 502 from Telegram delay the reminder, which is then sent once', async () => {
    const x = await booking(b, TOMORROW_10);
    at(b, '2026-12-01T10:00:00+03:00');
    await drain(b); // the booking notices, and reminders of earlier tests' bookings due by now too
    await runReminders(b);
    b.fake.failNext('sendMessage', { status: 429, retryAfter: 5, chatId: x.client.tg.id });
    b.fake.failNext('sendMessage', { status: 502, chatId: x.client.tg.id });
    expect(await b.worker.runOnce()).toMatchObject({ claimed: 1, deferred: 1 }); // 429
    b.clock.ms += 6000;
    expect(await b.worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 }); // 502
    b.clock.ms += 60_000;
    await drain(b);
    expect(remindersTo(b, x.client.tg.id)).toHaveLength(1);
    const attempts = b.fake
      .callsOf('sendMessage')
      .filter((c) => Number(c.payload.chat_id) === x.client.tg.id && textOf(c).startsWith('⏰'));
    expect(attempts.map((c) => c.status)).toEqual([429, 502, 200]);
  });

  describe('the master chooses the lead times (PUT /api/schedules, reminder_minutes)', () => {
    it('[] means none, for bookings made later and for those already planned', async () => {
      const x = await booking(b, TOMORROW_10);
      const res = await putSchedule(b, x.master, { reminder_minutes: [] }).expect(200);
      expect(res.body.reminder_minutes).toEqual([]);
      expect(await remindersOf(b.t.db, x.id)).toEqual([]);
      const later = await booking(b, '2026-12-02T14:00:00+03:00', 3, x.master);
      expect(await remindersOf(b.t.db, later.id)).toEqual([]);
      await tick(b, '2026-12-02T13:00:00+03:00');
      expect(remindersTo(b, x.client.tg.id)).toHaveLength(0);
    });

    it('a custom lead works; a change re-plans future bookings, keeps what was sent and is kept by a PUT without it', async () => {
      const x = await booking(b, TOMORROW_10);
      await tick(b, '2026-12-01T10:00:00+03:00'); // the 24-hour reminder goes out
      at(b, '2026-12-01T11:00:00+03:00');
      await putSchedule(b, x.master, { reminder_minutes: [1440, 30] }).expect(200);
      expect((await remindersOf(b.t.db, x.id)).map((r) => [r.lead_minutes, r.status])).toEqual([
        [1440, 'sent'],
        [30, 'pending'],
      ]);
      // a schedule PUT that leaves reminder_minutes out keeps them
      const kept = await putSchedule(b, x.master, { buffer_minutes: 5 }).expect(200);
      expect(kept.body.reminder_minutes).toEqual([1440, 30]);
      expect(
        (await b.t.http.get('/api/schedules/me').set(auth(x.master.tg)).expect(200)).body.reminder_minutes,
      ).toEqual([1440, 30]);
      const later = await booking(b, '2026-12-03T10:00:00+03:00', 3, x.master);
      expect((await remindersOf(b.t.db, later.id)).map((r) => [r.lead_minutes, r.due_at])).toEqual([
        [1440, '2026-12-02T07:00Z'],
        [30, '2026-12-03T06:30Z'],
      ]);
      await tick(b, '2026-12-02T08:00:00+03:00'); // no 2-hour reminder any more
      expect(remindersTo(b, x.client.tg.id)).toHaveLength(1);
      await tick(b, '2026-12-02T09:30:00+03:00');
      expect(remindersTo(b, x.client.tg.id)).toHaveLength(2);
    });
  });

  describe('nothing is sent twice across a restart or a second instance', () => {
    it('a new runner instance and a second app on the same database claim each due reminder once', async () => {
      const xs = [];
      for (let i = 0; i < 6; i++) xs.push(await booking(b, `2026-12-02T${10 + i}:00:00+03:00`));
      const second = await createTestApp({ databaseUrl: b.t.config.databaseUrl, outboxWorker: false });
      try {
        const due = Date.parse('2026-12-01T16:00:00+03:00');
        const runners = [dueRounds(b.t.app), dueRounds(second.app)];
        runners.forEach((r) => (r.batchSize = 2));
        const rounds = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => runners[i % 2].runOnce(due)));
        expect(rounds.reduce((n, r) => n + r.reminders.sent, 0)).toBe(6);
        // "restart": a fresh runner of the second app finds nothing left
        expect((await dueRounds(second.app).runOnce(due)).reminders.claimed).toBe(0);
      } finally {
        await second.close();
      }
      at(b, '2026-12-01T16:00:00+03:00');
      await drain(b);
      for (const x of xs) expect(remindersTo(b, x.client.tg.id)).toHaveLength(1);
      const [{ n }]: { n: number }[] = await b.t.db.query(
        `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'appointment_reminder'
          AND (payload->>'appointment_id')::int = ANY($1::int[])`,
        [xs.map((x) => x.id)],
      );
      expect(n).toBe(6);
    });
  });

  it('started (REMINDER_RUNNER on), the reminders job queues due reminders by itself and stops cleanly', async () => {
    const x = await booking(b, TOMORROW_10);
    at(b, '2026-12-01T10:00:00+03:00');
    const jobs = b.t.app.get(JobRegistry);
    const queued = async () =>
      (
        await b.t.db.query(
          `SELECT count(*)::int AS n FROM outbox_messages WHERE kind = 'appointment_reminder' AND chat_id = $1`,
          [x.client.tg.id],
        )
      )[0].n as number;
    jobs.start(REMINDERS_JOB);
    try {
      const deadline = Date.now() + 10_000;
      while ((await queued()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    } finally {
      await jobs.stop(REMINDERS_JOB);
    }
    expect(await queued()).toBe(1);
  });
});
