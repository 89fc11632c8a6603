import type { AppConfig } from '../../src/config/app.config';
import { auth, createTestApp, superAdmin, type TestApp } from '../support/test-app';
import { client, independentMaster, NOW, setNow, type IndependentMaster } from './appointments-support';
import { postReview, visit } from './reviews-support';

const NOW_MS = Date.parse(NOW);
const REASON = 'Визит отмечен неявкой уже после этого отзыва: проверьте, был ли клиент';

/**
 * A no-show mark after the client's review, the same cases on PostgreSQL and on embedded PGlite: the mark
 * is the master's word against the client's, so it no longer hides the review.
 */
export function describeNoShowAfterReview(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`reviews: a no-show marked after the review (${name})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(overrides);
    }, 60000);
    beforeEach(() => setNow(t, NOW));
    afterAll(() => t.close());

    /** A visit still planned an hour after its end, with a paid 500 ₽ deposit. */
    async function paidVisit(m: IndependentMaster, clientId: number): Promise<number> {
      const id = await visit(t.db, { masterId: m.user.id, clientId, nowMs: NOW_MS, status: 'planned' });
      await t.db.query(
        `INSERT INTO appointment_deposits (appointment_id, amount, status, telegram_payment_charge_id, paid_at)
         VALUES ($1, 500, 'paid', $2, now())`,
        [id, `no-show-${id}`],
      );
      return id;
    }
    const markNoShow = (m: IndependentMaster, id: number) =>
      t.http.post(`/api/appointments/${id}/status`).set(auth(m.tg)).send({ status: 'no_show' }).expect(200);
    const depositOf = async (id: number): Promise<string> => {
      const [d]: { status: string }[] = await t.db.query(
        `SELECT status FROM appointment_deposits WHERE appointment_id = $1`,
        [id],
      );
      return d.status;
    };
    const disputeNotices = (id: number): Promise<{ user_id: number; payload: Record<string, unknown> }[]> =>
      t.db.query(
        `SELECT user_id, payload FROM outbox_messages
          WHERE kind = 'review_disputed' AND (payload->>'appointment_id')::int = $1`,
        [id],
      );
    const masterPage = async (m: IndependentMaster) =>
      (await t.http.get(`/api/public/master/${m.profile.deepLink}/reviews`).expect(200)).body;

    it('the review stays public and goes to moderation, its author is told, the deposit stays paid', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const id = await paidVisit(m, c.user.id);
      const review = (await postReview(t, c, id, { rating: 1, text: 'Мастер не открыл дверь' }).expect(201)).body;
      await markNoShow(m, id);

      const page = await masterPage(m);
      expect(page.reviews_count).toBe(1);
      expect(page.items.map((r: { id: number }) => r.id)).toEqual([review.id]);

      const reported = (await t.http.get('/api/admin/reviews').set(auth(superAdmin())).expect(200)).body.items;
      expect(reported).toContainEqual(
        expect.objectContaining({
          id: review.id,
          hidden: false,
          reports_count: 1,
          reports: [{ reason: REASON, created_at: new Date(NOW_MS).toISOString() }],
        }),
      );
      expect(await disputeNotices(id)).toEqual([
        {
          user_id: c.user.id,
          payload: expect.objectContaining({ to: 'client', review_id: review.id, rating: 1, appointment_id: id }),
        },
      ]);
      expect(await depositOf(id)).toBe('paid');

      // the moderator decides as for any reported review
      await t.http.post(`/api/admin/reviews/${review.id}/hide`).set(auth(superAdmin())).expect(200);
      expect((await masterPage(m)).reviews_count).toBe(0);
    });

    it('a no-show without a review: nothing reported, nobody told, the deposit retained as before', async () => {
      const m = await independentMaster(t.db);
      const c = await client(t.db);
      const id = await paidVisit(m, c.user.id);
      await markNoShow(m, id);
      expect(await depositOf(id)).toBe('retained');
      expect(await disputeNotices(id)).toEqual([]);
      await postReview(t, c, id, { rating: 1 }).expect(422);
    });
  });
}
