import type { AppConfig } from '../../src/config/app.config';
import type { AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { makeMember, type Made } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { client, independentMaster, NOW, salon, setNow, type Salon } from './appointments-support';
import { HOUR, postReview, reviewCount, visit } from './reviews-support';

const NOW_MS = Date.parse(NOW);

const NOT_A_VISIT = {
  detail: 'Нельзя оставить отзыв о записи, которая не состоялась: предоплата не была внесена или время уже заняли',
  code: 'review_not_a_visit',
};
const OWN_BUSINESS = {
  detail: 'Нельзя оставить отзыв о своём бизнесе: его владелец, администраторы и мастера отзывы не пишут',
  code: 'review_own_business',
};

/**
 * Who may review what, the same cases on PostgreSQL and on embedded PGlite: only a booking that was due to
 * happen is a visit to review, and never by the business's own people.
 */
export function describeReviewRefusals(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`reviews: only real visits, never by the business itself (${name})`, () => {
    let t: TestApp;
    let s: Salon;
    let shift = 0;
    beforeAll(async () => {
      t = await createTestApp(overrides);
      s = await salon(t.db);
    }, 60000);
    beforeEach(() => setNow(t, NOW));
    afterAll(() => t.close());

    /** A visit of the salon's master with `who` as its client, ended an hour ago (visits never overlap). */
    const salonVisit = (who: Made, status: AppointmentStatus = 'completed') => {
      shift += 2 * HOUR;
      return visit(t.db, {
        masterId: s.master.user.id,
        clientId: who.user.id,
        organizationId: s.owner.org.id,
        serviceId: s.service.id,
        nowMs: NOW_MS - shift,
        status,
      });
    };
    const publicCount = async () =>
      (await t.http.get(`/api/public/organization/${s.owner.org.deepLink}/reviews`).expect(200)).body.reviews_count;

    it('a booking that never became a visit (a hold left unpaid, paid for a time taken) is refused', async () => {
      const c = await client(t.db);
      const before = await reviewCount(t.db);
      for (const status of ['expired', 'payment_conflict', 'awaiting_payment'] as const) {
        const id = await salonVisit(c, status);
        expect((await postReview(t, c, id, { rating: 5 }).expect(422)).body).toEqual(NOT_A_VISIT);
      }
      expect(await reviewCount(t.db)).toBe(before);
      expect(await publicCount()).toBe(0);
      // what was due to happen still may be reviewed
      for (const status of ['planned', 'confirmed', 'completed'] as const) {
        await postReview(t, c, await salonVisit(c, status), { rating: 5 }).expect(201);
      }
      expect(await publicCount()).toBe(3);
    });

    it("the business's owner, admin, the master and another master of it may not review it", async () => {
      const otherMaster = await makeMember(t.db, s.owner.org, 'master');
      const before = await reviewCount(t.db);
      for (const who of [s.owner, s.admin, s.master, otherMaster]) {
        const id = await salonVisit(who);
        expect((await postReview(t, who, id, { rating: 5 }).expect(403)).body).toEqual(OWN_BUSINESS);
      }
      // an independent master's visit to themselves
      const m = await independentMaster(t.db);
      const own = await visit(t.db, { masterId: m.user.id, clientId: m.user.id, nowMs: NOW_MS });
      expect((await postReview(t, m, own, { rating: 5 }).expect(403)).body).toEqual(OWN_BUSINESS);
      expect(await reviewCount(t.db)).toBe(before);

      // a master of another business is a client here like anyone
      await postReview(t, m, await salonVisit(m), { rating: 4 }).expect(201);
    });
  });
}
