/**
 * Reviews: a client reviews a finished visit from My records (stars and text), the review shows on the
 * master's public page, the master is told in the chat and replies from the notice's button, and the reply
 * shows under the review.
 */
import { makeAppointment, makeMaster, makeService, makeUser } from '../../factories';
import { User } from '../../../src/users/entities/user.entity';
import { button, pageErrors, seeText, startJourney, type Journey } from './support/journey';

const HOUR = 3_600_000;

describe('journeys: reviews', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('reviews');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. a client reviews a visit from My records; it shows on the master page; the master replies; the reply shows', async () => {
    const db = j.server.db;
    const master = await makeMaster(db, { deepLink: 'anna-reviews', specialization: 'Мастер маникюра' });
    const anna = await j.person('master', { first_name: 'Анна', last_name: 'Смирнова' });
    await db
      .getRepository(User)
      .update({ id: master.user.id }, { telegramId: anna.tg.id, firstName: 'Анна', lastName: 'Смирнова' });
    const service = await makeService(db, { masterId: master.user.id }, { name: 'Маникюр', durationMinutes: 60 });
    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    const olga = await makeUser(db, 'client', { phone: '+79165554433' }, client.tg);
    const endsAt = new Date(Date.now() - 3 * HOUR);
    await makeAppointment(
      db,
      {
        masterId: master.user.id,
        clientId: olga.user.id,
        serviceId: service.id,
        startsAt: new Date(endsAt.getTime() - HOUR),
        endsAt,
      },
      'completed',
    );

    await j.step('client: My records, History: «Оставить отзыв», five stars and a few words, send', async () => {
      await j.openPath(client, '/my-records');
      await client.page.getByRole('tab', { name: 'История' }).click();
      await client.page.getByRole('button', { name: 'Оставить отзыв' }).click();
      await client.page.getByRole('radio', { name: '5 из 5' }).click();
      await client.page.getByPlaceholder('Расскажите, как прошёл визит (необязательно)').fill('Лучший маникюр!');
      await client.shot('review-form');
      await client.page.getByRole('button', { name: 'Отправить' }).click();
      await seeText(client.page, 'Спасибо за отзыв!');
    });

    await j.step('client: the review is on the master’s page', async () => {
      await j.openPath(client, '/master/anna-reviews');
      const reviews = client.page.getByTestId('public-reviews');
      await seeText(reviews, 'Лучший маникюр!');
      await seeText(reviews, '1 отзыв');
      await client.shot('master-page');
    });
    expect(pageErrors(client)).toEqual([]);

    await j.step('master: told in the chat, replies from the notice’s button', async () => {
      await j.deliverNotices();
      const notice = j.messagesTo(anna.tg).find((m) => m.text.startsWith('Новый отзыв'));
      expect(notice?.text).toBe('Новый отзыв ★★★★★ от Ольга П.\nУслуга: Маникюр\n\n«Лучший маникюр!»');
      await j.openWebApp(anna, button(notice!, 'Ответить').web_app!.url);
      await anna.page.getByPlaceholder('Ваш ответ клиенту').fill('Спасибо, Ольга!');
      await anna.page.getByRole('button', { name: 'Ответить' }).click();
      await seeText(anna.page, 'Ответ опубликован');
      await anna.shot('replied');
    });

    await j.step('client: the reply shows under the review', async () => {
      await j.openPath(client, '/master/anna-reviews');
      await seeText(client.page.getByTestId('public-reviews'), 'Спасибо, Ольга!');
    });
  });
});
