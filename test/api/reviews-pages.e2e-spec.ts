import { SCORE_SQL } from '../../src/reviews/review-stats.sql';
import { makeMember } from '../factories';
import { auth, createTestApp, superAdmin, TestApp } from '../support/test-app';
import { client, independentMaster, IndependentMaster, NOW, salon, setNow, type Salon } from './appointments-support';
import { HOUR, postReview, reply, report, visit } from './reviews-support';

const NOW_MS = Date.parse(NOW);

describe('reviews: public pages, aggregates, replies, reports and moderation', () => {
  let t: TestApp;
  let s: Salon;
  let shift = 0;
  beforeAll(async () => {
    t = await createTestApp();
    s = await salon(t.db);
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  /** A new client's review of a visit with `masterId`, written at NOW + `at` (visits never overlap). */
  async function reviewed(
    masterId: number,
    rating: number,
    o: { org?: boolean; at?: number; text?: string; planned?: boolean } = {},
  ) {
    const c = await client(t.db, { firstName: 'Ольга', lastName: 'Иванова' });
    shift += 2 * HOUR;
    const id = await visit(t.db, {
      masterId,
      clientId: c.user.id,
      organizationId: o.org ? s.owner.org.id : null,
      serviceId: o.org ? s.service.id : null,
      nowMs: NOW_MS - shift,
      endedAgoMs: 0,
      status: o.planned ? 'planned' : 'completed',
    });
    setNow(t, NOW_MS + (o.at ?? 0));
    const res = await postReview(t, c, id, { rating, text: o.text }).expect(201);
    return { appointmentId: id, reviewId: res.body.id as number, client: c };
  }

  const masterPage = (m: IndependentMaster, q = '') =>
    t.http.get(`/api/public/master/${m.profile.deepLink}/reviews${q}`);

  it('a rating needs three reviews; counts, mean to one decimal and the distribution', async () => {
    const m = await independentMaster(t.db);
    await reviewed(m.user.id, 5);
    await reviewed(m.user.id, 4);
    let page = (await masterPage(m).expect(200)).body;
    expect(page).toMatchObject({ rating: null, reviews_count: 2, next_cursor: null });
    expect((await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200)).body).toMatchObject({
      rating: null,
      reviews_count: 2,
    });
    await reviewed(m.user.id, 5);
    page = (await masterPage(m).expect(200)).body;
    expect(page.rating).toBe(4.7);
    expect(page.reviews_count).toBe(3);
    expect(page.distribution).toEqual({ '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 });
    expect((await t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200)).body).toMatchObject({
      rating: 4.7,
      reviews_count: 3,
    });
  });

  it('newest first, paged by cursor; a bad cursor or limit is 422; an unknown page 404', async () => {
    const m = await independentMaster(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await reviewed(m.user.id, 1 + i, { at: i * 60_000 })).reviewId);
    const first = (await masterPage(m, '?limit=2').expect(200)).body;
    expect(first.items.map((r: { id: number }) => r.id)).toEqual([ids[4], ids[3]]);
    const second = (await masterPage(m, `?limit=2&cursor=${first.next_cursor}`).expect(200)).body;
    expect(second.items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const last = (await masterPage(m, `?limit=2&cursor=${second.next_cursor}`).expect(200)).body;
    expect(last.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(last.next_cursor).toBeNull();
    expect((await masterPage(m).expect(200)).body.items).toHaveLength(5);

    for (const q of ['?cursor=abc', '?cursor=%21%21', '?limit=51', '?limit=0', '?limit=x'])
      await masterPage(m, q).expect(422);
    await t.http.get('/api/public/master/nobody-here/reviews').expect(404);
  });

  it('organization pages: the organization and its masters carry their aggregates', async () => {
    for (const r of [5, 5, 4]) await reviewed(s.master.user.id, r, { org: true, text: 'Хорошо' });
    const [{ code }]: { code: string }[] = await t.db.query(
      `SELECT master_code AS code FROM organization_members WHERE user_id = $1`,
      [s.master.user.id],
    );
    const orgPage = (await t.http.get(`/api/public/organization/${s.owner.org.deepLink}`).expect(200)).body;
    expect(orgPage).toMatchObject({ rating: 4.7, reviews_count: 3 });
    expect(orgPage.masters[0]).toMatchObject({ id: s.master.user.id, rating: 4.7, reviews_count: 3 });
    expect((await t.http.get(`/api/public/organization-master/${code}`).expect(200)).body).toMatchObject({
      rating: 4.7,
      reviews_count: 3,
    });
    const list = (await t.http.get(`/api/public/organization/${s.owner.org.deepLink}/reviews`).expect(200)).body;
    expect(list.reviews_count).toBe(3);
    expect(list.items[0]).toMatchObject({ service: { id: s.service.id, name: 'Маникюр' }, text: 'Хорошо' });
    const mlist = (await t.http.get(`/api/public/organization-master/${code}/reviews`).expect(200)).body;
    expect(mlist.reviews_count).toBe(3);
  });

  it('the master, the owner and admins reply (a reply replaces the last); others may not', async () => {
    const r = await reviewed(s.master.user.id, 3, { org: true });
    const stranger = await client(t.db);
    await reply(t, stranger, r.reviewId, 'Нет').expect(403);
    await reply(t, r.client, r.reviewId, 'Сама себе').expect(403);
    await reply(t, s.master, r.reviewId, 'a'.repeat(2001)).expect(422);
    await reply(t, s.master, r.reviewId, '   ').expect(422);
    await reply(t, s.master, 2147483000, 'Кому?').expect(404);
    setNow(t, NOW_MS + HOUR);
    const res = await reply(t, s.master, r.reviewId, ' Спасибо! ').expect(200);
    expect(res.body.reply).toEqual({ text: 'Спасибо!', created_at: new Date(NOW_MS + HOUR).toISOString() });
    expect((await reply(t, s.admin, r.reviewId, 'От салона').expect(200)).body.reply.text).toBe('От салона');
    expect((await reply(t, s.owner, r.reviewId, 'От владельца').expect(200)).body.reply.text).toBe('От владельца');
    const mine = (await t.http.get('/api/reviews/my').set(auth(s.admin.tg)).expect(200)).body;
    expect(mine.items.map((x: { id: number }) => x.id)).toContain(r.reviewId);
    expect((await t.http.get('/api/reviews/my').set(auth(stranger.tg)).expect(200)).body.items).toEqual([]);
    const blockedAdmin = await makeMember(t.db, s.owner.org, 'admin');
    await t.db.query(`UPDATE organization_members SET is_blocked = true WHERE user_id = $1`, [blockedAdmin.user.id]);
    await reply(t, blockedAdmin, r.reviewId, 'Я тоже').expect(403);
  });

  it('a user reports once; the super admin sees it, hides it (it leaves lists and aggregates) and restores it', async () => {
    const m = await independentMaster(t.db);
    const kept = [await reviewed(m.user.id, 5), await reviewed(m.user.id, 5), await reviewed(m.user.id, 5)];
    const bad = await reviewed(m.user.id, 1, { text: 'Ужас' });
    expect((await masterPage(m).expect(200)).body).toMatchObject({ rating: 4, reviews_count: 4 });

    const reporter = await client(t.db);
    await report(t, reporter, bad.reviewId, { reason: 'р'.repeat(501) }).expect(422);
    await report(t, reporter, bad.reviewId, { reason: 'Неправда' }).expect(204);
    expect((await report(t, reporter, bad.reviewId).expect(409)).body).toEqual({
      detail: 'Вы уже пожаловались на этот отзыв',
      code: 'review_already_reported',
    });
    await report(t, reporter, 2147483000).expect(404);

    await t.http.get('/api/admin/reviews').set(auth(reporter.tg)).expect(403);
    const admin = superAdmin();
    const listed = (await t.http.get('/api/admin/reviews?status=reported').set(auth(admin)).expect(200)).body;
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: bad.reviewId,
        hidden: false,
        reports: [{ reason: 'Неправда', created_at: expect.any(String) }],
      }),
    ]);
    await t.http.get('/api/admin/reviews?status=nope').set(auth(admin)).expect(422);
    await t.http.post(`/api/admin/reviews/2147483000/hide`).set(auth(admin)).expect(404);
    await t.http.post(`/api/admin/reviews/${bad.reviewId}/hide`).set(auth(reporter.tg)).expect(403);

    const hidden = (await t.http.post(`/api/admin/reviews/${bad.reviewId}/hide`).set(auth(admin)).expect(200)).body;
    expect(hidden).toMatchObject({ id: bad.reviewId, hidden: true });
    const page = (await masterPage(m).expect(200)).body;
    expect(page).toMatchObject({ rating: 5, reviews_count: 3 });
    expect(page.items.map((r: { id: number }) => r.id).sort()).toEqual(kept.map((k) => k.reviewId).sort());
    expect((await t.http.get('/api/admin/reviews?status=hidden').set(auth(admin)).expect(200)).body.items).toEqual([
      expect.objectContaining({ id: bad.reviewId, hidden: true }),
    ]);

    await t.http.post(`/api/admin/reviews/${bad.reviewId}/unhide`).set(auth(admin)).expect(200);
    expect((await masterPage(m).expect(200)).body).toMatchObject({ rating: 4, reviews_count: 4 });
  });

  it('a visit marked no-show later keeps its review counted (a moderator decides); the author may delete it', async () => {
    const m = await independentMaster(t.db);
    const r = [
      await reviewed(m.user.id, 5),
      await reviewed(m.user.id, 5),
      await reviewed(m.user.id, 2, { planned: true }),
    ];
    expect((await masterPage(m).expect(200)).body).toMatchObject({ rating: 4, reviews_count: 3 });
    await t.http
      .post(`/api/appointments/${r[2].appointmentId}/status`)
      .set(auth(m.tg))
      .send({ status: 'no_show' })
      .expect(200);
    expect((await masterPage(m).expect(200)).body).toMatchObject({ rating: 4, reviews_count: 3 });
    expect((await masterPage(m).expect(200)).body.items.map((x: { id: number }) => x.id)).toContain(r[2].reviewId);
    await t.http.delete(`/api/appointments/${r[2].appointmentId}/review`).set(auth(r[2].client.tg)).expect(204);
    expect((await masterPage(m).expect(200)).body).toMatchObject({ rating: null, reviews_count: 2 });
  });

  it('the ranking score: 200 reviews at 4.8 outrank one at 5; an unreviewed subject scores the platform mean', async () => {
    const score = async (count: number, sum: number): Promise<number> => {
      const [row]: { score: number }[] = await t.db.query(
        `SELECT ${SCORE_SQL('x')} AS score FROM (SELECT $1::int AS reviews_count, $2::int AS rating_sum) x`,
        [count, sum],
      );
      return Number(row.score);
    };
    const [p]: { mean: number }[] = await t.db.query(
      `SELECT rating_sum::float8 / reviews_count AS mean FROM review_stats WHERE subject = 'platform'`,
    );
    expect(await score(200, 960)).toBeGreaterThan(await score(1, 5));
    expect(await score(0, 0)).toBeCloseTo(p.mean, 6);
  });
});
