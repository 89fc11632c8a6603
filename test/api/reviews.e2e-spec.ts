import { makeAppointment, makeUser, type Made } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import { client, independentMaster, IndependentMaster, NOW, setNow } from './appointments-support';
import { DAY, deleteReview, getReview, HOUR, postReview, putReview, reviewCount, visit } from './reviews-support';

const NOW_MS = Date.parse(NOW);

describe('reviews: the client of a finished visit writes, changes and deletes one', () => {
  let t: TestApp;
  let m: IndependentMaster;
  let c: Made;
  beforeAll(async () => {
    t = await createTestApp();
    m = await independentMaster(t.db);
    c = await client(t.db, { firstName: 'Анна', lastName: 'смирнова' });
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  /** A visit with a master of its own (two visits of one master may not overlap): `m` is that master. */
  const done = async (o: { endedAgoMs?: number; status?: 'completed' | 'planned' | 'cancelled' | 'no_show' } = {}) => {
    m = await independentMaster(t.db);
    return visit(t.db, { masterId: m.user.id, clientId: c.user.id, serviceId: m.service.id, nowMs: NOW_MS, ...o });
  };

  it('writes the review once; the author, the master read it; others may not', async () => {
    const id = await done();
    const res = await postReview(t, c, id, { rating: 5, text: '  Отлично!  ' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      appointment_id: id,
      rating: 5,
      text: 'Отлично!',
      created_at: new Date(NOW_MS).toISOString(),
      updated_at: new Date(NOW_MS).toISOString(),
      author: { first_name: 'Анна', last_initial: 'С' },
      master: { id: m.user.id, first_name: m.user.firstName, last_name: m.user.lastName },
      service: { id: m.service.id, name: 'Стрижка' },
      reply: null,
    });
    expect((await getReview(t, c, id).expect(200)).body).toEqual(res.body);
    expect((await getReview(t, m, id).expect(200)).body).toEqual(res.body);
    const stranger = await client(t.db);
    expect((await getReview(t, stranger, id).expect(403)).body.detail).toEqual(expect.any(String));

    const again = await postReview(t, c, id, { rating: 3 }).expect(409);
    expect(again.body).toEqual({ detail: 'Отзыв об этой записи уже оставлен', code: 'review_already_written' });
    expect((await getReview(t, c, id).expect(200)).body.rating).toBe(5);
  });

  it('an empty text is null; a planned booking whose end has passed may be reviewed', async () => {
    const id = await done({ status: 'planned' });
    const res = await postReview(t, c, id, { rating: 4, text: '   ' }).expect(201);
    expect(res.body.text).toBeNull();
  });

  it('refuses what is not a finished, real, recent visit of the caller, and writes nothing', async () => {
    const before = await reviewCount(t.db);
    const cases: [number, number, string, string][] = [
      [
        await done({ endedAgoMs: -HOUR }),
        422,
        'Отзыв можно оставить только после окончания визита',
        'review_not_ended',
      ],
      [await done({ status: 'cancelled' }), 422, 'Нельзя оставить отзыв об отменённой записи', 'review_cancelled'],
      [
        await done({ status: 'no_show' }),
        422,
        'Нельзя оставить отзыв о визите, который не состоялся',
        'review_no_show',
      ],
      [
        await done({ endedAgoMs: 30 * DAY + 60_000 }),
        422,
        'Отзыв можно оставить в течение 30 дней после визита',
        'review_too_late',
      ],
    ];
    for (const [id, status, detail, code] of cases) {
      expect((await postReview(t, c, id, { rating: 5 }).expect(status)).body).toEqual({ detail, code });
    }
    // exactly 30 days after the end is still allowed
    await postReview(t, c, await done({ endedAgoMs: 30 * DAY }), { rating: 5 }).expect(201);

    const manual = await makeAppointment(t.db, {
      masterId: m.user.id,
      clientId: null,
      startsAt: new Date(NOW_MS - 3 * HOUR),
      endsAt: new Date(NOW_MS - 2 * HOUR),
    });
    expect((await postReview(t, m, manual.id, { rating: 5 }).expect(422)).body.detail).toMatch(/зарегистрированного/);

    const other = await client(t.db);
    expect((await postReview(t, other, await done(), { rating: 5 }).expect(403)).body).toEqual({
      detail: 'Оставить отзыв может только клиент этой записи',
      code: 'review_not_your_booking',
    });
    expect((await postReview(t, c, 2147483000, { rating: 5 }).expect(404)).body).toEqual({
      detail: 'Запись не найдена',
      code: 'appointment_not_found',
    });
    expect(await reviewCount(t.db)).toBe(before + 1);
  });

  it.each([[0], [6], [2.5], ['5'], [null]])('refuses rating %p with 422', async (rating) => {
    const id = await done();
    await postReview(t, c, id, { rating }).expect(422);
    await getReview(t, c, id).expect(404);
  });

  it('refuses text over 2,000 characters and unknown fields', async () => {
    const id = await done();
    await postReview(t, c, id, { rating: 5, text: 'а'.repeat(2001) }).expect(422);
    await postReview(t, c, id, { rating: 5, hidden: true }).expect(422);
    await postReview(t, c, id, { rating: 5, text: 'а'.repeat(2000) }).expect(201);
  });

  it('the author changes it within 7 days, not after; nobody else may', async () => {
    const id = await done();
    await postReview(t, c, id, { rating: 2, text: 'Так себе' }).expect(201);
    setNow(t, NOW_MS + 7 * DAY);
    const changed = await putReview(t, c, id, { rating: 4, text: 'Передумала' }).expect(200);
    expect(changed.body).toMatchObject({
      rating: 4,
      text: 'Передумала',
      created_at: new Date(NOW_MS).toISOString(),
      updated_at: new Date(NOW_MS + 7 * DAY).toISOString(),
    });
    await putReview(t, m, id, { rating: 1 }).expect(403);
    setNow(t, NOW_MS + 7 * DAY + 60_000);
    expect((await putReview(t, c, id, { rating: 5 }).expect(422)).body).toEqual({
      detail: 'Изменить отзыв можно только в течение 7 дней после его написания',
      code: 'review_edit_window_passed',
    });
    expect((await getReview(t, c, id).expect(200)).body.rating).toBe(4);
    await putReview(t, c, await done(), { rating: 5 }).expect(404);
  });

  it('the author deletes it at any time; the master may not', async () => {
    const id = await done();
    await postReview(t, c, id, { rating: 1 }).expect(201);
    await deleteReview(t, m, id).expect(403);
    setNow(t, NOW_MS + 100 * DAY);
    await deleteReview(t, c, id).expect(204);
    await getReview(t, c, id).expect(404);
    await deleteReview(t, c, id).expect(404);
  });

  it('the master is told of the new review with its stars and text', async () => {
    const id = await done();
    const res = await postReview(t, c, id, { rating: 4, text: 'Спасибо' }).expect(201);
    const rows: { user_id: number; payload: Record<string, unknown> }[] = await t.db.query(
      `SELECT user_id, payload FROM outbox_messages WHERE kind = 'review_received' AND (payload->>'review_id')::int = $1`,
      [res.body.id],
    );
    expect(rows).toEqual([
      {
        user_id: m.user.id,
        payload: expect.objectContaining({
          review_id: res.body.id,
          rating: 4,
          text: 'Спасибо',
          author_name: 'Анна С.',
        }),
      },
    ]);
  });

  it('asks for identity: no init data is 401', async () => {
    const id = await done();
    await t.http.post(`/api/appointments/${id}/review`).send({ rating: 5 }).expect(401);
    const blocked = await makeUser(t.db, 'client', { isBlocked: true });
    await t.http.post(`/api/appointments/${id}/review`).set(auth(blocked.tg)).send({ rating: 5 }).expect(403);
  });
});
