import { auth, createTestApp, superAdmin, TestApp } from '../support/test-app';
import { client, independentMaster, NOW, setNow } from './appointments-support';
import { deleteReview, HOUR, postReview, putReview, reply, report, visit } from './reviews-support';

const NOW_MS = Date.parse(NOW);

/** Reviews on embedded PGlite (the default database of a plain start): triggers, aggregates, pages. */
describe('reviews on embedded PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ databaseUrl: 'memory://' });
  }, 60000);
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  it('writes, changes, replies, reports, hides and pages reviews with their aggregate', async () => {
    const m = await independentMaster(t.db);
    const ids: { appointment: number; review: number; who: Awaited<ReturnType<typeof client>> }[] = [];
    for (const [i, rating] of [5, 4, 3].entries()) {
      const c = await client(t.db, { firstName: 'Вера', lastName: 'Котова' });
      const appointment = await visit(t.db, {
        masterId: m.user.id,
        clientId: c.user.id,
        serviceId: m.service.id,
        nowMs: NOW_MS - i * 2 * HOUR,
      });
      setNow(t, NOW_MS + i * 60_000);
      const res = await postReview(t, c, appointment, { rating, text: 'Текст' }).expect(201);
      ids.push({ appointment, review: res.body.id, who: c });
    }
    await postReview(t, ids[0].who, ids[0].appointment, { rating: 1 }).expect(409);
    await putReview(t, ids[2].who, ids[2].appointment, { rating: 2 }).expect(200);
    await reply(t, m, ids[0].review, 'Спасибо').expect(200);
    await report(t, ids[1].who, ids[0].review).expect(204);
    await report(t, ids[1].who, ids[0].review).expect(409);

    let page = (await t.http.get(`/api/public/master/${m.profile.deepLink}/reviews?limit=2`).expect(200)).body;
    expect(page).toMatchObject({ rating: 3.7, reviews_count: 3, distribution: { '2': 1, '4': 1, '5': 1 } });
    expect(page.items.map((r: { id: number }) => r.id)).toEqual([ids[2].review, ids[1].review]);
    const rest = (await t.http.get(`/api/public/master/${m.profile.deepLink}/reviews?cursor=${page.next_cursor}`)).body;
    expect(rest.items).toEqual([
      expect.objectContaining({ id: ids[0].review, reply: expect.objectContaining({ text: 'Спасибо' }) }),
    ]);

    await t.http.post(`/api/admin/reviews/${ids[0].review}/hide`).set(auth(superAdmin())).expect(200);
    page = (await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200)).body;
    expect(page).toMatchObject({ rating: null, reviews_count: 2 });
    await deleteReview(t, ids[1].who, ids[1].appointment).expect(204);
    expect((await t.http.get(`/api/public/master/${m.profile.deepLink}/reviews`).expect(200)).body.reviews_count).toBe(
      1,
    );
  });
});
