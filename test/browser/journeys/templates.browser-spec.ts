/**
 * Own notification texts: an independent master opens «Тексты уведомлений» from the profile's settings, rewrites
 * the reminder with a placeholder chip, sees the live preview as a Telegram bubble (a sample booking, the
 * reminder's own buttons) and saves; a client books, the reminder comes due (the runner is run by hand with a
 * chosen "now") and arrives in the client's chat in the master's words, with the client's name and time filled
 * in and the buttons unchanged. Billing is off (a self-hosted install): every business has own texts.
 */
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { dueRounds } from '../../support/due-rounds';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { pageErrors, seeText, startJourney, type Journey } from './support/journey';
import { tapFirstTime } from './support/free-times';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '18:00']]])),
);
const MINUTE = 60_000;

describe('journeys: own notification texts', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('templates');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. the master rewrites the reminder with a placeholder, sees the preview, and the next reminder carries it', async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'anna-templates', specialization: 'Мастер маникюра' });
    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { telegramId: anna.tg.id, firstName: 'Анна', lastName: 'Смирнова' });
    await makeService(db, { masterId: master.user.id }, { name: 'Маникюр', durationMinutes: 60, price: 1500 });
    await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, minNoticeMinutes: 180, cancelCutoffHours: 0 });
    // only the 2-hour reminder, so the one the client gets is the one run below
    await db.query(`UPDATE master_schedules SET reminder_minutes = '{120}' WHERE master_id = $1`, [master.user.id]);
    await closeDaysNearNow(db, master.user.id, { noticeMinutes: 180 });

    await j.step('master: «Тексты уведомлений» in the profile lists the kinds with their standard texts', async () => {
      await j.openPath(anna, '/profile');
      await anna.page.getByText('Тексты уведомлений', { exact: true }).click();
      await seeText(anna.page, 'Напоминание');
      await seeText(anna.page, '⏰ Напоминание о записи на {date} {time}');
      await anna.shot('templates-list');
    });

    await j.step('master: rewrites the reminder with a placeholder chip, sees the preview bubble, saves', async () => {
      await anna.page.getByTestId('template-reminder').click();
      const editor = anna.page.getByTestId('template-editor');
      await editor.waitFor({ state: 'visible', timeout: 15000 });
      const area = editor.getByRole('textbox');
      await area.fill('Ждём вас, {client_name}! Начало в ');
      await anna.page.getByTestId('chip-time').click();
      expect(await area.inputValue()).toBe('Ждём вас, {client_name}! Начало в {time}');
      const bubble = anna.page.getByTestId('template-preview');
      await seeText(bubble, 'Ждём вас, Анна Смирнова! Начало в 15:30');
      await seeText(bubble, 'Приду');
      await seeText(bubble, 'Перенести');
      await anna.shot('template-preview');
      await anna.page.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(anna.page, 'Свой текст');
      await anna.shot('template-saved');
    });
    expect(pageErrors(anna)).toEqual([]);

    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    await makeUser(db, 'client', { phone: '+79165554433' }, client.tg);

    const booked = await j.step('client: books the first free time on the master’s page', async () => {
      await j.openPath(client, '/master/anna-templates');
      await seeText(client.page, 'Свободное время: Маникюр');
      const clock = await tapFirstTime(client.page);
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      await confirm.waitFor({ state: 'visible', timeout: 15000 });
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
      await seeText(client.page, 'Вы записаны!');
      const row = await db.getRepository(Appointment).findOneByOrFail({ masterId: master.user.id });
      return { row, clock };
    });
    await j.deliverNotices(); // the booking's own notices go first

    await j.step('the reminder comes due and arrives in the client’s chat in the master’s words', async () => {
      const runner = dueRounds(j.server.app);
      const startsMs = booked.row.startsAt.getTime();
      expect((await runner.runOnce(startsMs - 119 * MINUTE)).reminders).toEqual({ claimed: 1, sent: 1, skipped: 0 });
      const before = j.messagesTo(client.tg).length;
      await j.deliverNotices();
      const fresh = j.messagesTo(client.tg).slice(before);
      expect(fresh.map((m) => m.text)).toEqual([`Ждём вас, Ольга Петрова! Начало в ${booked.clock}`]);
      expect(fresh[0].buttons.map((b) => b.text)).toEqual(['Приду', 'Отменить', 'Перенести']);
    });
  });
});
