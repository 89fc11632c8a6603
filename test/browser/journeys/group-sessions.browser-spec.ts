/**
 * Group sessions: a client books the last seat of a yoga session on the master's page; another client sees
 * «Мест нет» and joins the waitlist for that session; the first cancels from My records; the second gets the
 * freed seat offered in the chat and takes it with «Записаться».
 */
import { addDays } from '../../../src/time-core/calendar-date';
import { zonedDate } from '../../../src/time-core/zone';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser, type Made } from '../../factories';
import { makeSchedule, weeklyPattern } from '../../factories/schedules';
import { auth } from '../../support/test-app';
import { pageErrors, seeText, startJourney, type Journey, type Person } from './support/journey';

const ZONE = 'Europe/Moscow';
const EVERY_DAY = weeklyPattern({
  mon: [['09:00', '21:00']],
  tue: [['09:00', '21:00']],
  wed: [['09:00', '21:00']],
  thu: [['09:00', '21:00']],
  fri: [['09:00', '21:00']],
  sat: [['09:00', '21:00']],
  sun: [['09:00', '21:00']],
});

/** The day after tomorrow on the master's clock, at 18:00 Moscow, and its short weekday ('чт'). */
function sessionTime(): { startsAt: string; weekday: string } {
  const date = addDays(zonedDate(Date.now(), ZONE), 2);
  const weekday = new Intl.DateTimeFormat('ru', { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return { startsAt: `${date}T18:00:00+03:00`, weekday };
}

/** A yoga studio (an independent master) with one session of two seats, one of them already taken. */
async function aStudio(j: Journey, deepLink: string) {
  const db = j.server.db;
  const master = await makeMaster(db, { deepLink, specialization: 'Инструктор йоги', category: 'Спорт' });
  await db.getRepository(User).update({ id: master.user.id }, { firstName: 'Ирина', lastName: 'Лотос' });
  const yoga = await makeService(
    db,
    { masterId: master.user.id },
    { name: 'Йога', description: null, durationMinutes: 60, price: 800, capacity: 2 },
  );
  await makeSchedule(db, master.user.id, { timeZone: ZONE, pattern: EVERY_DAY, cancelCutoffHours: 0 });
  const { startsAt, weekday } = sessionTime();
  const made = await j.server.http
    .post('/api/schedules/me/sessions')
    .set(auth(master.tg))
    .send({ service_id: yoga.id, starts_at: startsAt })
    .expect(201);
  const sessionId = (made.body as { sessions: { id: number }[] }).sessions[0].id;
  const first: Made = await makeUser(db, 'client', { phone: '+79160000001', firstName: 'Первый' });
  await j.server.http.post('/api/appointments').set(auth(first.tg)).send({ session_id: sessionId }).expect(201);
  return { master, yoga, sessionId, line: `Йога · ${weekday} 18:00` };
}

/** The person's seat of the session (id and status), or undefined. */
async function seatOf(j: Journey, p: Person, sessionId: number): Promise<{ id: number; status: string } | undefined> {
  const user = await j.server.db.getRepository(User).findOneByOrFail({ telegramId: p.tg.id });
  const rows: { id: number; status: string }[] = await j.server.db.query(
    'SELECT id, status FROM appointments WHERE client_id = $1 AND session_id = $2 ORDER BY id DESC',
    [user.id, sessionId],
  );
  return rows[0];
}

describe('journeys: group sessions', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('group-sessions');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('the last seat: booked by one, «Мест нет» and the waitlist for another, freed and taken from the chat', async () => {
    const db = j.server.db;
    const { sessionId, line } = await aStudio(j, 'irina-yoga');
    const olga = await j.person('olga', { first_name: 'Ольга' });
    await makeUser(db, 'client', { phone: '+79161112233' }, olga.tg);
    const pavel = await j.person('pavel', { first_name: 'Павел' });
    await makeUser(db, 'client', { phone: '+79162223344' }, pavel.tg);

    const booked = await j.step('olga: «Групповые занятия» shows one seat left; two taps book it', async () => {
      await j.openPath(olga, '/master/irina-yoga');
      await seeText(olga.page, 'Групповые занятия');
      await olga.page.getByText(`${line} · осталось 1 из 2`).click();
      const sheet = olga.page.getByRole('dialog', { name: 'Йога' });
      await sheet.waitFor({ state: 'visible', timeout: 15000 });
      await olga.shot('session');
      await sheet.getByRole('button', { name: 'Записаться' }).click();
      await seeText(olga.page, 'Вы записаны!');
      await olga.shot('booked');
      const seat = await seatOf(j, olga, sessionId);
      expect(seat).toMatchObject({ status: 'planned' });
      return seat!;
    });

    await j.step('pavel: the session is full («Мест нет»); joins the waitlist for it', async () => {
      await j.openPath(pavel, '/master/irina-yoga');
      await pavel.page.getByText(`${line} · Мест нет`).click();
      const sheet = pavel.page.getByRole('dialog', { name: 'Йога' });
      await sheet.waitFor({ state: 'visible', timeout: 15000 });
      expect(await sheet.getByRole('button', { name: 'Записаться' }).count()).toBe(0);
      await sheet.getByRole('button', { name: 'В лист ожидания' }).click();
      await seeText(sheet, 'Вы в листе ожидания');
      await pavel.shot('waitlist');
    });

    await j.step('olga: cancels her seat from My records', async () => {
      await j.openPath(olga, '/my-records');
      await olga.page.getByTestId(`record-${booked.id}`).getByRole('button', { name: 'Отменить запись' }).click();
      const sheet = olga.page.getByRole('dialog', { name: 'Отмена записи' });
      await sheet.getByRole('button', { name: 'Отменить запись' }).click();
      await seeText(olga.page, 'Отменить запись?');
      await olga.page.getByRole('button', { name: 'OK' }).click();
      await seeText(olga.page, 'Запись отменена');
      await olga.shot('cancelled');
    });

    await j.step('pavel: the freed seat is offered in the chat; «Записаться» takes it', async () => {
      await j.deliverNotices();
      const offer = j.messagesTo(pavel.tg).find((m) => m.buttons.some((b) => b.text === 'Записаться'));
      expect(offer?.text).toContain('Йога');
      await j.tap(pavel.tg, offer!, 'Записаться');
      const seat = await seatOf(j, pavel, sessionId);
      expect(seat).toMatchObject({ status: 'planned' });
      const live: { n: number }[] = await db.query(
        `SELECT count(*)::int AS n FROM appointments WHERE session_id = $1 AND status = 'planned'`,
        [sessionId],
      );
      expect(live[0].n).toBe(2);
    });

    await j.step('pavel: the page shows the session full again', async () => {
      await j.openPath(pavel, '/master/irina-yoga');
      await seeText(pavel.page, `${line} · Мест нет`);
      await pavel.shot('after');
    });
    expect(pageErrors(olga)).toEqual([]);
    expect(pageErrors(pavel)).toEqual([]);
  });
});
