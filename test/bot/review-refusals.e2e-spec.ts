import type { AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { makeAppointment, type Made } from '../factories';
import { client, salon, type Salon } from '../api/appointments-support';
import { callbackUpdate, startBotTest, type BotTest } from './support';
import { auth } from '../support/test-app';
import { at, drain, runReminders, textOf } from './reminder-support';

const NOW = '2026-12-01T09:00:00+03:00';
const HOUR = 3_600_000;

/**
 * The chat's stars follow the API's rule: a booking that never became a visit, or one whose client is of
 * the business, gets no review from them, and no review request either. A no-show marked after a star is
 * told to its author.
 */
describe('the review request and its stars: only real visits, never by the business itself', () => {
  let b: BotTest;
  let s: Salon;
  let shift = 0;
  beforeAll(async () => {
    b = await startBotTest();
    s = await salon(b.t.db);
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  /** A booking of the salon's master with `who` as its client, ended three hours ago (its request is due). */
  async function ended(who: Made, status: AppointmentStatus = 'completed'): Promise<number> {
    shift += 2 * HOUR;
    const endsAt = new Date(Date.parse(NOW) - 3 * HOUR - shift);
    const a = await makeAppointment(
      b.t.db,
      {
        masterId: s.master.user.id,
        clientId: who.user.id,
        organizationId: s.owner.org.id,
        serviceId: s.service.id,
        startsAt: new Date(endsAt.getTime() - HOUR),
        endsAt,
      },
      status,
    );
    return a.id;
  }
  const lastAnswer = () => b.fake.callsOf('answerCallbackQuery').at(-1)!.payload;
  const reviewsOf = async (id: number): Promise<number> => {
    const [{ n }]: { n: number }[] = await b.t.db.query(
      `SELECT count(*)::int AS n FROM reviews WHERE appointment_id = $1`,
      [id],
    );
    return n;
  };

  it('a star on an expired hold, a paid time taken meanwhile, or by the owner or a master writes nothing', async () => {
    const c = await client(b.t.db);
    for (const status of ['expired', 'payment_conflict'] as const) {
      const id = await ended(c, status);
      await b.deliver(callbackUpdate(c.tg, `rv:1:${id}`));
      expect(lastAnswer()).toMatchObject({
        text: 'Запись не состоялась: предоплата не была внесена или время уже заняли. Отзыв оставить нельзя.',
        show_alert: true,
      });
      expect(await reviewsOf(id)).toBe(0);
    }
    for (const who of [s.owner, s.admin, s.master]) {
      const id = await ended(who);
      await b.deliver(callbackUpdate(who.tg, `rv:5:${id}`));
      expect(lastAnswer()).toMatchObject({
        text: 'Это ваш бизнес: его владелец, администраторы и мастера отзывы о нём не пишут.',
        show_alert: true,
      });
      expect(await reviewsOf(id)).toBe(0);
    }
  });

  it('no review request for them: skipped as unpaid or as the business’s own', async () => {
    const c = await client(b.t.db);
    const expired = await ended(c, 'expired');
    const conflict = await ended(c, 'payment_conflict');
    const owners = await ended(s.owner);
    const real = await ended(c);
    await runReminders(b);
    const rows: { appointment_id: number; status: string; skip_reason: string | null }[] = await b.t.db.query(
      `SELECT appointment_id, status, skip_reason FROM review_requests WHERE appointment_id = ANY($1::int[])`,
      [[expired, conflict, owners, real]],
    );
    const byId = new Map(rows.map((r) => [r.appointment_id, [r.status, r.skip_reason]]));
    expect([expired, conflict, owners, real].map((id) => byId.get(id))).toEqual([
      ['skipped', 'unpaid'],
      ['skipped', 'unpaid'],
      ['skipped', 'own_business'],
      ['sent', null],
    ]);
    const queued: { chat_id: string }[] = await b.t.db.query(
      `SELECT chat_id::text FROM outbox_messages WHERE kind = 'review_request' AND (payload->>'appointment_id')::int = ANY($1::int[])`,
      [[expired, conflict, owners, real]],
    );
    expect(queued.map((q) => Number(q.chat_id))).toEqual([c.tg.id]);
  });

  it('a no-show marked after the star: its author is told the review stays and a moderator checks it', async () => {
    const c = await client(b.t.db);
    const id = await ended(c, 'planned');
    await b.deliver(callbackUpdate(c.tg, `rv:2:${id}`));
    expect(await reviewsOf(id)).toBe(1);
    await b.t.http
      .post(`/api/appointments/${id}/status`)
      .set(auth(s.master.tg))
      .send({ status: 'no_show' })
      .expect(200);
    await drain(b);
    const told = b.messagesTo(c.tg.id).map(textOf);
    const name = `${s.master.user.firstName} ${s.master.user.lastName}`;
    expect(told).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Визит к ${name} \\(Маникюр, \\d\\d\\.\\d\\d\\.\\d{4}\\) отмечен как неявка уже после вашего отзыва ★★☆☆☆\\.\\n` +
            'Отзыв остаётся опубликованным: мы передали его модератору на проверку\\.$',
        ),
      ),
    );
  });
});
