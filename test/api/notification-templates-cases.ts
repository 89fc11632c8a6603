import type { AppConfig } from '../../src/config/app.config';
import { makeOwner, makeUser, type Made } from '../factories';
import { auth } from '../support/test-app';
import { ALL_DAY, book, client, independentMaster, salon } from './appointments-support';
import { onPlan } from './billing-limits-support';
import { inlineButtons, startBotTest, type BotTest } from '../bot/support';
import { at, drain, textOf, tick } from '../bot/reminder-support';

// Tuesday 2026-12-01 09:00 Moscow; a booking for Wednesday 10:00 gets its 24-hour reminder at 10:00 today.
const NOW = '2026-12-01T09:00:00+03:00';
const TOMORROW_10 = '2026-12-02T10:00:00+03:00';
const REMINDER_DUE = '2026-12-01T10:00:00+03:00';

const OWN_REMINDER = 'Здравствуйте, {client_name}! Ждём вас {date} в {time}: {service}, {address}. {business_name}';

const put = (b: BotTest, who: Made, kind: string, lang: string, text: unknown) =>
  b.t.http.put(`/api/notification-templates/${kind}/${lang}`).set(auth(who.tg)).send({ text });
const preview = (b: BotTest, who: Made, kind: string, lang: string, text: string) =>
  b.t.http.post(`/api/notification-templates/${kind}/${lang}/preview`).set(auth(who.tg)).send({ text });
const list = (b: BotTest, who: Made) => b.t.http.get('/api/notification-templates').set(auth(who.tg));

/** An independent master working all day, with an address, on `plan` (no plan row: Basic). */
async function master(b: BotTest, plan: 'basic' | 'pro') {
  const m = await independentMaster(b.t.db, { pattern: ALL_DAY, cancelCutoffHours: 3 });
  await b.t.db.query(`UPDATE master_profiles SET address = 'ул. Ленина, 1' WHERE user_id = $1`, [m.user.id]);
  if (plan === 'pro') await onPlan(b.t.db, { masterId: m.user.id }, 'pro');
  return m;
}

/** Own notification texts through the API and the outbox, the same cases on PostgreSQL and embedded PGlite. */
export function describeNotificationTemplates(name: string, overrides: Partial<AppConfig> = {}): void {
  describe(`own notification texts (BILLING=stars, ${name})`, () => {
    let b: BotTest;
    beforeAll(async () => {
      b = await startBotTest({ billing: 'stars', ...overrides });
    }, 60_000);
    afterAll(() => b.close());
    beforeEach(() => {
      at(b, NOW);
      b.fake.reset();
    });

    it('the list has every kind in ru and en with the standard text, no own text yet, and the placeholders', async () => {
      const m = await master(b, 'pro');
      const res = await list(b, m).expect(200);
      expect(res.body.own_texts_in_use).toBe(true);
      expect(res.body.templates).toHaveLength(14);
      expect(res.body.templates.map((x: { kind: string }) => x.kind)).toEqual(
        expect.arrayContaining([
          'booked',
          'reminder',
          'moved',
          'cancelled',
          'waitlist_offer',
          'review_request',
          'deposit_pay',
        ]),
      );
      const reminder = res.body.templates.find(
        (x: { kind: string; lang: string }) => x.kind === 'reminder' && x.lang === 'ru',
      );
      expect(reminder).toMatchObject({ own_text: null, standard_text: expect.stringContaining('⏰ Напоминание') });
      expect(reminder.placeholders).toEqual([
        'client_name',
        'master_name',
        'service',
        'date',
        'time',
        'address',
        'business_name',
        'price',
      ]);
    });

    it('refusals: an unknown placeholder or a lone brace is named (422 with a code), too long a message, not the owner', async () => {
      const m = await master(b, 'pro');
      const unknown = await put(b, m, 'reminder', 'ru', 'Привет, {client} и {client_name}').expect(422);
      expect(unknown.body).toEqual({
        detail:
          'Неизвестная подстановка {client}. Можно: {client_name}, {master_name}, {service}, {date}, {time}, {address}, {business_name}, {price}',
        code: 'template_placeholder_unknown',
      });
      const open = await put(b, m, 'reminder', 'ru', 'Ждём вас {date').expect(422);
      expect(open.body).toEqual({
        detail: 'Фигурная скобка без пары (символ 10): подстановка пишется как {client_name}',
        code: 'template_brace_unclosed',
      });
      expect((await put(b, m, 'reminder', 'ru', 'Ждём } вас').expect(422)).body.code).toBe('template_brace_unclosed');
      // 3600 characters fit alone, but not with a 500-character address
      const long = await put(b, m, 'reminder', 'ru', `${'я'.repeat(3600)} {address}`).expect(422);
      expect(long.body).toEqual({
        detail: 'С самыми длинными именами и адресом текст займёт 4101 символов, а Telegram пропускает не больше 4096',
        code: 'template_too_long',
      });
      expect((await preview(b, m, 'reminder', 'ru', '{oops}').expect(422)).body.code).toBe(
        'template_placeholder_unknown',
      );
      const empty = await put(b, m, 'reminder', 'ru', '   ').expect(422);
      expect(empty.body.detail[0].loc).toEqual(['body', 'text']);
      await put(b, m, 'reminder', 'de', 'Hallo').expect(404);
      await put(b, m, 'greeting', 'ru', 'Привет').expect(404);
      const stranger = await makeUser(b.t.db, 'client');
      expect((await list(b, stranger).expect(403)).body.code).toBe('forbidden');
      expect((await put(b, stranger, 'reminder', 'ru', 'Привет').expect(403)).body.code).toBe('forbidden');
      expect(
        (await list(b, m).expect(200)).body.templates.every((x: { own_text: unknown }) => x.own_text === null),
      ).toBe(true);
    });

    it('the preview is the message a client would get with a sample booking, with the kind’s own buttons', async () => {
      const owner = await makeOwner(b.t.db, { name: 'Салон Basic' });
      const ru = await preview(b, owner, 'reminder', 'ru', 'Ждём вас, {client_name}, {date} в {time} ({price})').expect(
        200,
      );
      expect(ru.body).toEqual({
        text: 'Ждём вас, Анна Смирнова, 01.12.2026 в 15:30 (1\u00a0500 ₽)',
        buttons: [['Приду', 'Отменить'], ['Перенести']],
      });
      const en = await preview(b, owner, 'waitlist_offer', 'en', '{master_name} is free on {date} at {time}').expect(
        200,
      );
      expect(en.body).toEqual({ text: 'Maria Ivanova is free on 2026-12-01 at 15:30', buttons: [['Book']] });
    });

    it('on Basic saving is refused with plan_required; going back to the standard text is not', async () => {
      const owner = await makeOwner(b.t.db, { name: 'Салон Basic' });
      expect((await put(b, owner, 'reminder', 'ru', 'Ждём вас {date}').expect(403)).body).toEqual({
        detail: 'Доступно на тарифе Pro',
        code: 'plan_required',
      });
      expect((await list(b, owner).expect(200)).body.own_texts_in_use).toBe(false);
      await b.t.http.delete('/api/notification-templates/reminder/ru').set(auth(owner.tg)).expect(200);
    });

    it("the reminder goes out in the business's words, a client's HTML name stays text, the buttons stay", async () => {
      const m = await master(b, 'pro');
      const saved = await put(b, m, 'reminder', 'ru', OWN_REMINDER).expect(200);
      expect(
        saved.body.templates.find((x: { kind: string; lang: string }) => x.kind === 'reminder' && x.lang === 'ru'),
      ).toMatchObject({ own_text: OWN_REMINDER });
      const c = await client(b.t.db, { firstName: '<b>Иван</b>', lastName: '&amp; <i>', phone: '+79161112233' });
      await book(b.t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: TOMORROW_10 }).expect(201);
      await drain(b);
      await tick(b, REMINDER_DUE);
      const [sent] = b.messagesTo(c.tg.id).filter((s) => textOf(s).startsWith('Здравствуйте'));
      const name = `${m.user.firstName} ${m.user.lastName}`;
      expect(textOf(sent)).toBe(
        `Здравствуйте, <b>Иван</b> &amp; <i>! Ждём вас 02.12.2026 в 10:00: Стрижка, ул. Ленина, 1. ${name}`,
      );
      expect(sent.payload.parse_mode).toBeUndefined();
      expect(inlineButtons(sent).map((k) => k.text)).toEqual(['Приду', 'Отменить', 'Перенести']);
    });

    it('when the paid plan lapses the standard text goes out again, and the own one is kept for a renewal', async () => {
      const m = await master(b, 'pro');
      await put(b, m, 'reminder', 'ru', OWN_REMINDER).expect(200);
      // paid until 20 November: the 3 days of grace ended before now
      await b.t.db.query(`UPDATE billing_accounts SET paid_until = '2026-11-20T00:00:00Z' WHERE master_id = $1`, [
        m.user.id,
      ]);
      const c = await client(b.t.db, { firstName: 'Олег', lastName: null, phone: '+79161112234' });
      await book(b.t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: TOMORROW_10 }).expect(201);
      await drain(b);
      await tick(b, REMINDER_DUE);
      const texts = b.messagesTo(c.tg.id).map(textOf);
      expect(texts.filter((x) => x.startsWith('⏰ Напоминание о записи на 02.12.2026 10:00'))).toHaveLength(1);
      expect(texts.some((x) => x.startsWith('Здравствуйте'))).toBe(false);
      const kept = (await list(b, m).expect(200)).body;
      expect(kept.own_texts_in_use).toBe(false);
      expect(
        kept.templates.find((x: { kind: string; lang: string }) => x.kind === 'reminder' && x.lang === 'ru'),
      ).toMatchObject({ own_text: OWN_REMINDER });
      expect((await put(b, m, 'reminder', 'ru', 'Ждём вас').expect(403)).body.code).toBe('plan_required');
    });

    it('a broken own text never stops a notice: the standard one goes, and the owner is told once', async () => {
      const m = await master(b, 'pro');
      await b.t.db.query(
        `INSERT INTO notification_templates (master_id, notice, lang, text, updated_at)
         VALUES ($1, 'appointment_reminder', 'ru', 'Ждём вас {nope}', now())`,
        [m.user.id],
      );
      const clients = [
        await client(b.t.db, { firstName: 'Пётр', lastName: null, phone: '+79161112235' }),
        await client(b.t.db, { firstName: 'Павел', lastName: null, phone: '+79161112236' }),
      ];
      for (const [i, c] of clients.entries()) {
        const startsAt = i === 0 ? TOMORROW_10 : '2026-12-02T12:00:00+03:00';
        await book(b.t, c, { master_id: m.user.id, service_id: m.service.id, starts_at: startsAt }).expect(201);
      }
      await drain(b);
      await tick(b, REMINDER_DUE);
      await tick(b, '2026-12-01T12:00:00+03:00');
      for (const c of clients) {
        expect(b.messagesTo(c.tg.id).filter((x) => textOf(x).startsWith('⏰ Напоминание'))).toHaveLength(1);
      }
      const told = b.messagesTo(m.tg.id).filter((x) => textOf(x).includes('не удалось применить'));
      expect(told.map(textOf)).toEqual([
        'Ваш текст уведомления «Напоминание» (ru) не удалось применить: клиенты получают стандартный текст. ' +
          'Проверьте его в разделе «Тексты уведомлений».',
      ]);
    });

    it("a salon's own booking confirmation reaches its client; the master's side keeps the product's notice", async () => {
      const s = await salon(b.t.db, { pattern: ALL_DAY });
      await onPlan(b.t.db, { organizationId: s.owner.org.id }, 'pro');
      const text = 'Вы записаны в {business_name}: {service} за {price}, {date} {time}. Мастер: {master_name}';
      await put(b, s.owner, 'booked', 'ru', text).expect(200);
      const c = await client(b.t.db, { firstName: 'Вера', lastName: null, phone: '+79161112237' });
      await book(b.t, c, { master_id: s.master.user.id, service_id: s.service.id, starts_at: TOMORROW_10 }).expect(201);
      await drain(b);
      const masterName = `${s.master.user.firstName} ${s.master.user.lastName}`;
      expect(b.messagesTo(c.tg.id).map(textOf)).toEqual([
        `Вы записаны в Салон Лотос: Маникюр за 2\u00a0000 ₽, 02.12.2026 10:00. Мастер: ${masterName}`,
      ]);
      expect(b.messagesTo(s.master.tg.id).map(textOf)[0]).toMatch(/^Новая запись/);
    });
  });
}
