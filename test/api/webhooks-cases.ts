import type { AppConfig } from '../../src/config/app.config';
import { buildDataSourceOptions, isEmbedded, openDataSource } from '../../src/database/data-source-options';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { runWebhookDeliveriesOnce } from '../../src/webhooks/webhook-deliveries';
import { makeAppointment } from '../factories';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { client, NOW, salon, setNow, type Salon } from './appointments-support';
import { postReview, visit } from './reviews-support';
import { createWebhook, deliveries, type Receiver, runDeliveries, startReceiver, verified } from './webhooks-support';

const HOUR = 3_600_000;

/** The owner books a walk-in for the salon's master at `startsAt`; answers the booking's id. */
export async function manual(t: TestApp, s: Salon, startsAt: string): Promise<number> {
  const res = await t.http
    .post('/api/appointments/manual')
    .set(auth(s.owner.tg))
    .send({
      master_id: s.master.user.id,
      service_id: s.service.id,
      starts_at: startsAt,
      client_name: 'Анна Смирнова',
      client_phone: '+79161234567',
    })
    .expect(201);
  return res.body.id as number;
}

const cancel = (t: TestApp, s: Salon, id: number) =>
  t.http.post(`/api/appointments/${id}/cancel`).set(auth(s.owner.tg)).send({ reason: 'Клиент заболел' }).expect(200);

/** Webhooks through the API and the delivery round, the same cases on PostgreSQL and on embedded PGlite. */
export function describeWebhooks(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`webhooks (${name})`, () => {
    let t: TestApp;
    let receiver: Receiver;
    beforeAll(async () => {
      t = await createTestApp({ webhookAllowPrivate: true, ...overrides });
      receiver = await startReceiver();
    }, 60000);
    afterAll(async () => {
      await receiver?.close();
      await t?.close();
    });
    beforeEach(() => {
      setNow(t, NOW);
      receiver.got = [];
      receiver.down = false;
    });

    it('a receiver gets booking.created then booking.cancelled, each verified by the Standard Webhooks library', async () => {
      const s = await salon(t.db);
      const made = await createWebhook(t, s.owner, receiver.url, ['booking.created', 'booking.cancelled']).expect(201);
      expect(made.body).toMatchObject({ url: receiver.url, events: ['booking.created', 'booking.cancelled'] });
      expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
      const id = await manual(t, s, '2026-12-01T12:00:00+03:00');
      await cancel(t, s, id);

      expect(await runDeliveries(t)).toMatchObject({ delivered: 2, failed: 0 });
      const events = receiver.got.map((g) => verified(t, made.body.secret, g));
      expect(events.map((e) => e.type)).toEqual(['booking.created', 'booking.cancelled']);
      expect(events[0].data).toMatchObject({
        id,
        status: 'planned',
        master_id: s.master.user.id,
        organization_id: s.owner.org.id,
        starts_at: '2026-12-01T09:00:00.000Z',
        client_name: 'Анна Смирнова',
      });
      expect(events[1].data).toMatchObject({ id, status: 'cancelled', cancel_reason: 'Клиент заболел' });
      // a wrong secret does not verify
      expect(() => verified(t, 'whsec_' + Buffer.alloc(24, 7).toString('base64'), receiver.got[0])).toThrow();

      const log = await deliveries(t, s.owner, made.body.id).expect(200);
      expect(log.body.items).toEqual([
        expect.objectContaining({ event: 'booking.cancelled', status: 'delivered', response_code: 200, attempts: 1 }),
        expect.objectContaining({ event: 'booking.created', status: 'delivered', response_code: 200, attempts: 1 }),
      ]);
      // delivered once: the next round sends nothing
      expect(await runDeliveries(t)).toMatchObject({ delivered: 0 });
      expect(receiver.got).toHaveLength(2);
    });

    it('a receiver down for an hour still gets both events, in order, with the same message id as the failed try', async () => {
      const s = await salon(t.db);
      const made = await createWebhook(t, s.owner, receiver.url, ['booking.created', 'booking.cancelled']).expect(201);
      receiver.down = true;
      const id = await manual(t, s, '2026-12-01T13:00:00+03:00');
      await cancel(t, s, id);
      expect(await runDeliveries(t)).toMatchObject({ delivered: 0, failed: 1 });
      // the cancellation waits behind the booking it cancels
      expect(receiver.got.map((g) => verified(t, made.body.secret, g).type)).toEqual(['booking.created']);
      const failedId = receiver.got[0].headers['webhook-id'];
      const log = await deliveries(t, s.owner, made.body.id).expect(200);
      expect(log.body.items).toEqual([
        expect.objectContaining({ event: 'booking.cancelled', status: 'pending', attempts: 0, response_code: null }),
        expect.objectContaining({ event: 'booking.created', status: 'pending', attempts: 1, response_code: 503 }),
      ]);

      setNow(t, Date.parse(NOW) + HOUR);
      receiver.down = false;
      receiver.got = [];
      expect(await runDeliveries(t)).toMatchObject({ delivered: 2 });
      const events = receiver.got.map((g) => verified(t, made.body.secret, g));
      expect(events.map((e) => [e.type, e.data.id])).toEqual([
        ['booking.created', id],
        ['booking.cancelled', id],
      ]);
      expect(receiver.got[0].headers['webhook-id']).toBe(failedId);
    });

    it('a second instance running the round at the same time does not deliver anything twice', async () => {
      const s = await salon(t.db);
      await createWebhook(t, s.owner, receiver.url, ['booking.created', 'booking.cancelled']).expect(201);
      const ids: number[] = [];
      for (const hh of ['10', '11', '12', '13', '14']) ids.push(await manual(t, s, `2026-12-02T${hh}:00:00+03:00`));
      for (const id of ids) await cancel(t, s, id);
      // PostgreSQL: another connection pool, as another process would have; PGlite has one process by design
      const other = isEmbedded(t.config) ? t.db : await openDataSource(buildDataSourceOptions(t.config));
      try {
        const deps = { notifications: t.app.get(NotificationsService), allowPrivate: true, timeoutMs: 5000 };
        const now = Date.parse(NOW);
        await Promise.all([runWebhookDeliveriesOnce(t.db, now, deps), runWebhookDeliveriesOnce(other, now, deps)]);
        await runDeliveries(t);
      } finally {
        if (other !== t.db) await other.destroy();
      }
      const messageIds = receiver.got.map((g) => g.headers['webhook-id']);
      expect(new Set(messageIds).size).toBe(messageIds.length);
      expect(receiver.got).toHaveLength(10);
      for (const id of ids) {
        const mine = receiver.got.map((g) => JSON.parse(g.body)).filter((b) => b.data.id === id);
        expect(mine.map((b) => b.type)).toEqual(['booking.created', 'booking.cancelled']);
      }
    });

    it('moved, completed, no-show and a review reach the receiver too, each booking in its order', async () => {
      const s = await salon(t.db);
      const all = ['booking.created', 'booking.moved', 'booking.completed', 'booking.no_show', 'review.created'];
      const made = await createWebhook(t, s.owner, receiver.url, all).expect(201);
      const a = await manual(t, s, '2026-12-07T12:00:00+03:00');
      const b = await manual(t, s, '2026-12-07T14:00:00+03:00');
      await t.http
        .post(`/api/appointments/${a}/reschedule`)
        .set(auth(s.owner.tg))
        .send({ starts_at: '2026-12-07T15:00:00+03:00' })
        .expect(200);
      setNow(t, '2026-12-07T16:30:00+03:00');
      const mark = (id: number, status: string) =>
        t.http.post(`/api/appointments/${id}/status`).set(auth(s.owner.tg)).send({ status }).expect(200);
      await mark(a, 'completed');
      await mark(b, 'no_show');
      const c = await client(t.db);
      const seen = await visit(t.db, {
        masterId: s.master.user.id,
        clientId: c.user.id,
        organizationId: s.owner.org.id,
        nowMs: Date.parse('2026-12-07T16:30:00+03:00'),
        endedAgoMs: 5 * HOUR,
      });
      await postReview(t, c, seen, { rating: 5, text: 'Спасибо!' }).expect(201);

      await runDeliveries(t);
      const events = receiver.got.map((g) => verified(t, made.body.secret, g));
      const of = (id: number) =>
        events.filter((e) => e.type.startsWith('booking.') && e.data.id === id).map((e) => e.type);
      expect(of(a)).toEqual(['booking.created', 'booking.moved', 'booking.completed']);
      expect(of(b)).toEqual(['booking.created', 'booking.no_show']);
      expect(events.find((e) => e.type === 'booking.moved')?.data).toMatchObject({
        starts_at: '2026-12-07T12:00:00.000Z',
        previous_starts_at: '2026-12-07T09:00:00.000Z',
      });
      expect(events.filter((e) => e.type === 'review.created').map((e) => e.data)).toEqual([
        expect.objectContaining({ appointment_id: seen, rating: 5, text: 'Спасибо!' }),
      ]);
    });

    it('a deposit paid: the hold becomes booking.created, then payment.received, in the transaction that pays it', async () => {
      const s = await salon(t.db);
      const made = await createWebhook(t, s.owner, receiver.url, ['booking.created', 'payment.received']).expect(201);
      const hold = await makeAppointment(
        t.db,
        { masterId: s.master.user.id, organizationId: s.owner.org.id, startsAt: new Date('2026-12-08T09:00:00Z') },
        'awaiting_payment',
      );
      await t.db.query(`INSERT INTO appointment_deposits (appointment_id, amount) VALUES ($1, 500)`, [hold.id]);
      await runDeliveries(t);
      expect(receiver.got).toEqual([]); // nobody hears of an unpaid hold
      await t.db.transaction(async (m) => {
        await m.query(`UPDATE appointments SET status = 'planned', updated_at = $2 WHERE id = $1`, [hold.id, NOW]);
        await m.query(`UPDATE appointment_deposits SET status = 'paid', paid_at = $2 WHERE appointment_id = $1`, [
          hold.id,
          NOW,
        ]);
      });
      await runDeliveries(t);
      const events = receiver.got.map((g) => verified(t, made.body.secret, g));
      expect(events.map((e) => e.type)).toEqual(['booking.created', 'payment.received']);
      expect(events[1].data).toEqual({
        appointment_id: hold.id,
        amount: 500,
        currency: 'RUB',
        paid_at: '2026-12-01T06:00:00.000Z',
      });
    });

    it('after 24 hours of failures the webhook is turned off and the owner told in the chat', async () => {
      const s = await salon(t.db);
      const made = await createWebhook(t, s.owner, receiver.url, ['booking.created']).expect(201);
      receiver.down = true;
      await manual(t, s, '2026-12-03T12:00:00+03:00');
      await runDeliveries(t);
      setNow(t, Date.parse(NOW) + 23 * HOUR);
      expect(await runDeliveries(t)).toMatchObject({ disabled: 0 });
      setNow(t, Date.parse(NOW) + 24 * HOUR);
      expect(await runDeliveries(t)).toMatchObject({ disabled: 1 });
      const list = await t.http.get('/api/webhooks').set(auth(s.owner.tg)).expect(200);
      expect(list.body.items).toEqual([expect.objectContaining({ id: made.body.id, enabled: false })]);
      const told = await t.db.query(`SELECT kind, payload FROM outbox_messages WHERE chat_id = $1 AND kind = $2`, [
        s.owner.tg.id,
        'webhook_disabled',
      ]);
      expect(told).toEqual([
        { kind: 'webhook_disabled', payload: { url: receiver.url, business_name: 'Салон Лотос' } },
      ]);
      const log = await deliveries(t, s.owner, made.body.id).expect(200);
      expect(log.body.items[0]).toMatchObject({ status: 'failed', response_code: 503 });
    });

    it('a webhook listens only to its own events and its own business; delete stops it', async () => {
      const s = await salon(t.db);
      const other = await salon(t.db);
      const made = await createWebhook(t, s.owner, receiver.url, ['booking.cancelled']).expect(201);
      await manual(t, other, '2026-12-04T12:00:00+03:00');
      const id = await manual(t, s, '2026-12-04T12:00:00+03:00');
      await runDeliveries(t);
      expect(receiver.got).toEqual([]);
      await t.http.delete(`/api/webhooks/${made.body.id}`).set(auth(s.owner.tg)).expect(204);
      await cancel(t, s, id);
      await runDeliveries(t);
      expect(receiver.got).toEqual([]);
      await t.http.delete(`/api/webhooks/${made.body.id}`).set(auth(s.owner.tg)).expect(404);
      await deliveries(t, other.owner, made.body.id).expect(404);
    });
  });
}
