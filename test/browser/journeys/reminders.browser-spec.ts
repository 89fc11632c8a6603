/**
 * Reminders: the master sets the reminders in the calendar editor (the 24-hour one off, the 2-hour
 * one kept), a client books a time in the mini app, the reminder comes due (the runner is run by hand with a
 * chosen "now", two hours before the visit: its own clock parameter, no server setting) and arrives in the
 * client's chat with «Приду», «Отменить» and «Перенести»; «Приду» makes the booking «Подтверждена» on the
 * master's screen, which the master's notice opens.
 */
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { dueRounds } from '../../support/due-rounds';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { button, pageErrors, seeText, startJourney, type Journey } from './support/journey';
import { tapFirstTime } from './support/free-times';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '18:00']]])),
);
const MINUTE = 60_000;

describe('journeys: reminders', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('reminders');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. the master keeps only the 2-hour reminder; it reaches the client, and «Приду» confirms the booking the master sees', async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'anna-reminders', specialization: 'Мастер маникюра' });
    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { telegramId: anna.tg.id, firstName: 'Анна', lastName: 'Смирнова' });
    await makeService(db, { masterId: master.user.id }, { name: 'Маникюр', durationMinutes: 60, price: 1500 });
    // Three hours' notice: whatever the time of the run, the first free time is far enough for a 2-hour reminder.
    await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, minNoticeMinutes: 180, cancelCutoffHours: 0 });
    await closeDaysNearNow(db, master.user.id, { noticeMinutes: 180 });

    await j.step('master: the calendar shows both reminders on; turns the 24-hour one off and saves', async () => {
      await j.openPath(anna, '/calendar');
      const day = anna.page.getByRole('switch', { name: 'За 24 часа' });
      const twoHours = anna.page.getByRole('switch', { name: 'За 2 часа' });
      await day.waitFor({ state: 'visible', timeout: 15000 });
      expect(await day.getAttribute('aria-checked')).toBe('true');
      expect(await twoHours.getAttribute('aria-checked')).toBe('true');
      expect(await anna.page.getByRole('switch', { name: 'Повестка дня' }).getAttribute('aria-checked')).toBe('false');
      await day.scrollIntoViewIfNeeded();
      await day.click();
      expect(await day.getAttribute('aria-checked')).toBe('false');
      await anna.shot('reminders-editor');
      await anna.page.getByRole('button', { name: 'Сохранить расписание' }).click();
      await seeText(anna.page, 'Расписание сохранено');
      const [row] = await db.query('SELECT reminder_minutes, agenda_time FROM master_schedules WHERE master_id = $1', [
        master.user.id,
      ]);
      expect(row).toEqual({ reminder_minutes: [120], agenda_time: null });
    });

    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    await makeUser(db, 'client', { phone: '+79165554433' }, client.tg);

    const booked = await j.step('client: books the first free time on the master’s page', async () => {
      await j.openPath(client, '/master/anna-reminders');
      await seeText(client.page, 'Свободное время: Маникюр');
      const clock = await tapFirstTime(client.page);
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      await confirm.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(confirm, clock);
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
      await seeText(client.page, 'Вы записаны!');
      await client.shot('booked');
      const row = await db.getRepository(Appointment).findOneByOrFail({ masterId: master.user.id });
      expect(row.status).toBe('planned');
      return { row, clock };
    });
    expect(pageErrors(client)).toEqual([]);
    const startsMs = booked.row.startsAt.getTime();
    await j.deliverNotices(); // the booking's own notices go first

    const reminder = await j.step(
      'the reminder comes due two hours before and arrives in the client’s chat',
      async () => {
        const runner = dueRounds(j.server.app);
        // Three hours before: nothing is due yet.
        expect((await runner.runOnce(startsMs - 180 * MINUTE)).reminders.sent).toBe(0);
        expect((await runner.runOnce(startsMs - 119 * MINUTE)).reminders).toEqual({ claimed: 1, sent: 1, skipped: 0 });
        // Run again: nothing twice.
        expect((await runner.runOnce(startsMs - 118 * MINUTE)).reminders.claimed).toBe(0);
        const before = j.messagesTo(client.tg).length;
        await j.deliverNotices();
        const fresh = j.messagesTo(client.tg).slice(before);
        expect(fresh).toHaveLength(1);
        const [r] = fresh;
        expect(r.text).toContain(booked.clock);
        expect(r.text).toContain('Маникюр');
        expect(r.buttons.map((b) => b.text)).toEqual(['Приду', 'Отменить', 'Перенести']);
        expect(button(r, 'Приду').callback_data).toBe(`rem:come:${booked.row.id}`);
        expect(button(r, 'Перенести').web_app?.url).toContain(`appointment=${booked.row.id}`);
        return r;
      },
    );

    const toldMaster = await j.step('client: taps «Приду»; the booking is confirmed and the master told', async () => {
      const before = j.messagesTo(anna.tg).length;
      await j.tap(client.tg, reminder, 'Приду');
      expect(j.fake.callsOf('answerCallbackQuery').at(-1)?.payload.text).toBe('Спасибо! Ждём вас.');
      const row = await db.getRepository(Appointment).findOneByOrFail({ id: booked.row.id });
      expect(row.status).toBe('confirmed');
      await j.deliverNotices();
      const told = j.messagesTo(anna.tg).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0].text).toMatch(/^✅ Клиент подтвердил, что придёт/);
      return told[0];
    });

    await j.step('master: the notice’s «Открыть запись» shows the booking «Подтверждена»', async () => {
      await j.openWebApp(anna, button(toldMaster, 'Открыть запись').web_app!.url);
      const details = anna.page.getByRole('dialog', { name: 'Маникюр' });
      await details.waitFor({ state: 'visible', timeout: 15000 });
      await seeText(details, 'Ольга Петрова');
      await seeText(details, 'Подтверждена');
      await seeText(details, booked.clock);
      // what the master reads: the app's splash (kept 2–5 s by the spec) is gone
      await anna.page.locator('.splash').waitFor({ state: 'detached', timeout: 15000 });
      await anna.shot('confirmed-in-calendar');
    });
    expect(pageErrors(anna)).toEqual([]);
  });
});
