import { dueRounds } from '../support/due-rounds';
import type { FakeCall } from '../support/fake-bot-api';
import { auth, createTestApp } from '../support/test-app';
import { callbackUpdate, inlineButtons, startBotTest, type BotTest } from './support';
import { at, booking, drain, textOf, tick, type Booked } from './reminder-support';

// Tuesday 2026-12-01 09:00 Moscow; bookings on Wednesday end at 11:00, so their review request is due at 13:00.
const NOW = '2026-12-01T09:00:00+03:00';
const TOMORROW_10 = '2026-12-02T10:00:00+03:00';
const DUE = '2026-12-02T13:00:00+03:00';

describe('the review request in the chat: two hours after the visit, stars, «Не спрашивать», the master told', () => {
  let b: BotTest;
  beforeAll(async () => {
    b = await startBotTest();
  });
  afterAll(() => b.close());
  beforeEach(() => at(b, NOW));

  const requestsTo = (x: Booked): FakeCall[] =>
    b.messagesTo(x.client.tg.id).filter((c) => /^Как прошёл визит/.test(textOf(c)));
  const messageOf = (c: FakeCall) => ({ message_id: 1 + b.fake.calls.indexOf(c), text: textOf(c) });
  const lastAnswer = () => b.fake.callsOf('answerCallbackQuery').at(-1)!.payload;
  const edits = () => b.fake.callsOf('editMessageText');
  const reviewOf = (x: Booked) => b.t.http.get(`/api/appointments/${x.id}/review`).set(auth(x.client.tg));

  async function visited(): Promise<Booked> {
    const x = await booking(b, TOMORROW_10);
    await drain(b);
    return x;
  }

  it('is sent once, at its time, with five stars, «Записаться снова» and «Не спрашивать»', async () => {
    const x = await visited();
    await tick(b, '2026-12-02T12:59:00+03:00');
    expect(requestsTo(x)).toHaveLength(0);
    expect(await tick(b, DUE)).toMatchObject({ reviewRequests: { sent: 1 } });
    const [request] = requestsTo(x);
    const name = `${x.master.user.firstName} ${x.master.user.lastName}`;
    expect(textOf(request)).toBe(`Как прошёл визит к ${name}? Стрижка, 02.12.2026`);
    expect(inlineButtons(request)).toEqual([
      ...[1, 2, 3, 4, 5].map((s) => ({ text: `${s}★`, callback_data: `rv:${s}:${x.id}` })),
      {
        text: 'Записаться снова',
        web_app: { url: `https://app.example.test/master/${x.master.profile.deepLink}?service=${x.master.service.id}` },
      },
      { text: 'Не спрашивать', callback_data: `rv:mute:${x.id}` },
    ]);
    await tick(b, '2026-12-03T13:00:00+03:00');
    expect(requestsTo(x)).toHaveLength(1);
  });

  it("speaks the client's language", async () => {
    const x = await visited();
    await b.t.db.query(`UPDATE users SET language_code = 'en' WHERE id = $1`, [x.client.user.id]);
    await tick(b, DUE);
    const [request] = b.messagesTo(x.client.tg.id).filter((c) => /^How was your visit/.test(textOf(c)));
    expect(textOf(request)).toBe(
      `How was your visit to ${x.master.user.firstName} ${x.master.user.lastName}? Стрижка, 2026-12-02`,
    );
    expect(
      inlineButtons(request)
        .map((k) => k.text)
        .slice(5),
    ).toEqual(['Book again', "Don't ask"]);
  });

  it('a star records the review; another star changes it, never a second one; the master is told once', async () => {
    const x = await visited();
    await tick(b, DUE);
    const [request] = requestsTo(x);
    const before = edits().length;
    await b.deliver(callbackUpdate(x.client.tg, `rv:4:${x.id}`, messageOf(request)));
    expect(lastAnswer().text).toBe('Спасибо за оценку!');
    expect((await reviewOf(x).expect(200)).body).toMatchObject({ rating: 4, text: null });
    const [edit] = edits().slice(before);
    expect(String(edit.payload.text)).toBe(
      `${textOf(request)}\n\nВаша оценка: ★★★★☆\nСпасибо! Можно добавить пару слов в отзыве.`,
    );
    const buttons = inlineButtons(edit);
    expect(buttons.map((k) => k.text)).toEqual(['1★', '2★', '3★', '✅ 4★', '5★', 'Написать отзыв', 'Записаться снова']);
    expect(buttons[5].web_app).toEqual({ url: `https://app.example.test/review?appointment=${x.id}` });

    await b.deliver(callbackUpdate(x.client.tg, `rv:2:${x.id}`, { message_id: 1, text: String(edit.payload.text) }));
    expect((await reviewOf(x).expect(200)).body.rating).toBe(2);
    expect(String(edits().at(-1)!.payload.text)).toBe(
      `${textOf(request)}\n\nВаша оценка: ★★☆☆☆\nСпасибо! Можно добавить пару слов в отзыве.`,
    );
    const [{ n }]: { n: number }[] = await b.t.db.query(
      `SELECT count(*)::int AS n FROM reviews WHERE appointment_id = $1`,
      [x.id],
    );
    expect(n).toBe(1);

    await drain(b);
    const told = b.messagesTo(x.master.tg.id).filter((c) => /^Новый отзыв/.test(textOf(c)));
    expect(told).toHaveLength(1);
    expect(textOf(told[0])).toBe('Новый отзыв ★★★★☆ от Иван П.\nУслуга: Стрижка');
    const { body: review } = await reviewOf(x);
    expect(inlineButtons(told[0])).toEqual([
      { text: 'Ответить', web_app: { url: `https://app.example.test/my-reviews?review=${review.id}` } },
    ]);
  });

  it('someone else, an unknown or out-of-range booking: answered as unknown, nothing written', async () => {
    const x = await visited();
    const other = await booking(b, TOMORROW_10);
    await tick(b, DUE);
    for (const data of [`rv:5:${x.id}`, 'rv:5:2147483000', 'rv:5:4294967296', 'rv:5:9999999999']) {
      await b.deliver(callbackUpdate(other.client.tg, data));
      expect(lastAnswer()).toMatchObject({ text: 'Запись не найдена.', show_alert: true });
    }
    await reviewOf(x).expect(404);
  });

  it('none for a cancelled booking, a no-show, or a visit already reviewed', async () => {
    const cancelled = await visited();
    await b.t.http.post(`/api/appointments/${cancelled.id}/cancel`).set(auth(cancelled.client.tg)).send({}).expect(200);
    const noShow = await visited();
    const reviewed = await visited();
    at(b, '2026-12-02T11:30:00+03:00');
    await b.t.http
      .post(`/api/appointments/${noShow.id}/status`)
      .set(auth(noShow.master.tg))
      .send({ status: 'no_show' })
      .expect(200);
    await b.t.http
      .post(`/api/appointments/${reviewed.id}/review`)
      .set(auth(reviewed.client.tg))
      .send({ rating: 5 })
      .expect(201);
    await tick(b, DUE);
    for (const x of [cancelled, noShow, reviewed]) expect(requestsTo(x)).toHaveLength(0);
    const rows: { skip_reason: string }[] = await b.t.db.query(
      `SELECT skip_reason FROM review_requests WHERE appointment_id = ANY($1::int[]) ORDER BY appointment_id`,
      [[noShow.id, reviewed.id]],
    );
    expect(rows.map((r) => r.skip_reason)).toEqual(['no_show', 'reviewed']);
  });

  it('«Не спрашивать»: no more requests to this client', async () => {
    const x = await visited();
    await tick(b, DUE);
    const [request] = requestsTo(x);
    await b.deliver(callbackUpdate(x.client.tg, `rv:mute:${x.id}`, messageOf(request)));
    expect(lastAnswer().text).toBe('Больше не будем спрашивать');
    expect(String(edits().at(-1)!.payload.text)).toBe(
      `${textOf(request)}\n\nХорошо, больше не будем просить об отзывах.`,
    );
    // the same client's next visit (another master, the day after)
    at(b, '2026-12-02T14:00:00+03:00');
    const m2 = await booking(b, '2026-12-03T10:00:00+03:00');
    await b.t.db.query(`UPDATE appointments SET client_id = $1 WHERE id = $2`, [x.client.user.id, m2.id]);
    await tick(b, '2026-12-03T13:00:00+03:00');
    expect(requestsTo(x)).toHaveLength(1);
    await reviewOf(x).expect(404);
  });

  it('a second instance on the same database: each request is queued once', async () => {
    const xs: Booked[] = [];
    for (let i = 0; i < 4; i++) xs.push(await visited());
    const second = await createTestApp({ databaseUrl: b.t.config.databaseUrl, outboxWorker: false });
    try {
      const due = Date.parse(DUE);
      const runners = [dueRounds(b.t.app), dueRounds(second.app)];
      const rounds = await Promise.all([0, 1, 2, 3].map((i) => runners[i % 2].runOnce(due)));
      expect(rounds.reduce((n, r) => n + r.reviewRequests.sent, 0)).toBe(4);
    } finally {
      await second.close();
    }
    at(b, DUE);
    await drain(b);
    for (const x of xs) expect(requestsTo(x)).toHaveLength(1);
  });
});
