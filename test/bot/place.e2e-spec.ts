import { Organization } from '../../src/organizations/entities/organization.entity';
import { MasterProfile } from '../../src/users/entities/master-profile.entity';
import { makeMaster, makeMember, makeOwner, makeUser } from '../factories';
import { startFakeBotApi, FakeBotApi } from '../support/fake-bot-api';
import { tgUser } from '../support/test-app';
import { BotTest, locationUpdate, startBotTest, textUpdate } from './support';

describe('bot: /place and a shared location', () => {
  let fake: FakeBotApi;
  let b: BotTest;

  beforeAll(async () => {
    fake = await startFakeBotApi();
    b = await startBotTest({}, fake);
  });
  afterAll(async () => {
    await b.close();
    await fake.close();
  });

  const lastText = (chatId: number) => String(b.messagesTo(chatId).at(-1)?.payload.text);
  const lastMarkup = (chatId: number) => b.messagesTo(chatId).at(-1)?.payload.reply_markup as Record<string, unknown>;
  const buttons = (chatId: number) =>
    (lastMarkup(chatId).keyboard as { text: string; request_location?: boolean }[][]).flat();
  const profile = (userId: number) => b.t.db.getRepository(MasterProfile).findOneByOrFail({ userId });
  const org = (id: number) => b.t.db.getRepository(Organization).findOneByOrFail({ id });

  it("offers a request_location button; an independent master's location becomes their public place", async () => {
    const m = await makeMaster(b.t.db, { address: 'Москва, Арбат 10' });
    await b.deliver(textUpdate(m.tg, '/place'));
    expect(lastText(m.tg.id)).toContain('Отправить геолокацию');
    expect(buttons(m.tg.id)).toEqual([{ text: 'Отправить геолокацию', request_location: true }, { text: 'Отмена' }]);

    await b.deliver(locationUpdate(m.tg, 55.752004, 37.592254));
    expect(lastText(m.tg.id)).toBe(
      'Спасибо! Место на карте сохранено (55.75200, 37.59225). Адрес можно уточнить в приложении.',
    );
    expect(lastMarkup(m.tg.id)).toEqual({ remove_keyboard: true });
    expect(await profile(m.user.id)).toMatchObject({
      latitude: 55.752004,
      longitude: 37.592254,
      address: 'Москва, Арбат 10',
    });
    const page = await b.t.http.get(`/api/public/master/${m.profile.deepLink}`).expect(200);
    expect(page.body).toMatchObject({ latitude: 55.752004, longitude: 37.592254 });
  });

  it("an owner's location places their organization", async () => {
    const owner = await makeOwner(b.t.db);
    await b.deliver(textUpdate(owner.tg, '/place'));
    expect(buttons(owner.tg.id)[0]).toEqual({ text: 'Отправить геолокацию', request_location: true });
    await b.deliver(locationUpdate(owner.tg, 59.9343, 30.3351));
    expect(lastText(owner.tg.id)).toContain('Место на карте сохранено');
    expect(await org(owner.org.id)).toMatchObject({ latitude: 59.9343, longitude: 30.3351 });
  });

  it('tells an organization master that the organization sets their place, and changes nothing', async () => {
    const owner = await makeOwner(b.t.db, { latitude: 55.76, longitude: 37.62 });
    const m = await makeMember(b.t.db, owner.org, 'master');
    await b.deliver(textUpdate(m.tg, '/place'));
    expect(lastText(m.tg.id)).toBe(
      'Ваше место на карте — адрес организации, его указывает владелец. Специализацию и «О себе» можно изменить в приложении.',
    );
    expect(lastMarkup(m.tg.id)).toBeUndefined();
    await b.deliver(locationUpdate(m.tg, 10, 10));
    expect(lastText(m.tg.id)).toContain('адрес организации');
    expect(await profile(m.user.id)).toMatchObject({ latitude: null, longitude: null });
    expect(await org(owner.org.id)).toMatchObject({ latitude: 55.76, longitude: 37.62 });
  });

  it('answers clients, the unregistered and the blocked politely, without a place', async () => {
    const client = await makeUser(b.t.db, 'client');
    await b.deliver(textUpdate(client.tg, '/place'));
    expect(lastText(client.tg.id)).toContain('Место на карте указывают мастера и владельцы организаций');
    await b.deliver(locationUpdate(client.tg, 55.7, 37.6));
    expect(lastText(client.tg.id)).toContain('Место на карте указывают мастера и владельцы организаций');

    const stranger = tgUser();
    await b.deliver(locationUpdate(stranger, 55.7, 37.6));
    expect(lastText(stranger.id)).toBe('Сначала зарегистрируйтесь в приложении как мастер или владелец организации.');

    const blocked = await makeMaster(b.t.db);
    await b.t.db.query(`UPDATE users SET is_blocked = true WHERE id = $1`, [blocked.user.id]);
    await b.deliver(locationUpdate(blocked.tg, 55.7, 37.6));
    expect(lastText(blocked.tg.id)).toBe('Ваш аккаунт заблокирован');
    expect(await profile(blocked.user.id)).toMatchObject({ latitude: null });
  });

  it('Отмена removes the keyboard and keeps the place; English speakers get English', async () => {
    const m = await makeMaster(b.t.db, { latitude: 1, longitude: 2 });
    await b.deliver(textUpdate(m.tg, '/place'));
    await b.deliver(textUpdate(m.tg, 'Отмена'));
    expect(lastText(m.tg.id)).toBe('Хорошо, место не изменено.');
    expect(lastMarkup(m.tg.id)).toEqual({ remove_keyboard: true });
    expect(await profile(m.user.id)).toMatchObject({ latitude: 1, longitude: 2 });

    const owner = await makeOwner(b.t.db);
    const john = { ...owner.tg, first_name: 'John', language_code: 'en' };
    await b.deliver(textUpdate(john, '/place'));
    expect(buttons(john.id)[0]).toEqual({ text: 'Send my location', request_location: true });
    await b.deliver(locationUpdate(john, 48.8584, 2.2945));
    expect(lastText(john.id)).toContain('Your place on the map is saved (48.85840, 2.29450)');
    expect(await org(owner.org.id)).toMatchObject({ latitude: 48.8584, longitude: 2.2945 });
  });
});
