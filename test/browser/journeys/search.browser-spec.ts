/**
 * Finding a master: a client searches «стрижка», narrows the hits by rating and distance, opens the one
 * left and books it; keeps the master among favorites from their page, finds them under Избранное, and
 * sees them on the map (its tiles served by the test, not by OpenStreetMap).
 */
import type { Page } from 'playwright-core';
import { Appointment } from '../../../src/appointments/entities/appointment.entity';
import { User } from '../../../src/users/entities/user.entity';
import { makeMaster, makeService, makeUser } from '../../factories';
import { closeDaysNearNow, makeSchedule, weeklyPattern } from '../../factories/schedules';
import { placeMaster, setRating } from '../../api/search-support';
import { LOCAL_TILE_URL, serveMapTiles } from '../support/map-tiles';
import { pageErrors, seeText, seeTitle, startJourney, type Journey } from './support/journey';
import { tapFirstTime } from './support/free-times';

const EVERY_DAY = weeklyPattern(
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [['09:00', '21:00']]])),
);

/** Where the client stands: central Moscow. */
const HERE = { latitude: 55.7558, longitude: 37.6173 };

async function aMaster(
  j: Journey,
  who: { first: string; last: string; deepLink: string; service: string; price: number },
  place: { lat: number; lon: number; address: string },
  rating: { count: number; sum: number },
) {
  const db = j.server.db;
  const master = await makeMaster(db, { deepLink: who.deepLink, specialization: 'Парикмахер', category: 'Красота' });
  await db.getRepository(User).update({ id: master.user.id }, { firstName: who.first, lastName: who.last });
  await placeMaster(db, master.user.id, place.lat, place.lon, place.address);
  await makeSchedule(db, master.user.id, { pattern: EVERY_DAY, cancelCutoffHours: 0 });
  await closeDaysNearNow(db, master.user.id);
  const service = await makeService(
    db,
    { masterId: master.user.id },
    { name: who.service, description: null, durationMinutes: 60, price: who.price },
  );
  await setRating(db, 'master', master.user.id, rating.count, rating.sum);
  return { master, service };
}

const hit = (page: Page, service: string) => page.getByRole('article', { name: new RegExp(`^${service},`) });

describe('journeys: search, favorites and the map', () => {
  let j: Journey;
  beforeAll(async () => {
    // the map's tiles come from this path, answered by the client's browser below (never the internet)
    j = await startJourney('search', { mapTileUrl: LOCAL_TILE_URL });
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('1. a client finds a haircut nearby, books it, keeps the master in favorites and sees them on the map', async () => {
    const db = j.server.db;
    // 0.5 km away, rated 4.8
    const anna = await aMaster(
      j,
      { first: 'Анна', last: 'Смирнова', deepLink: 'anna-search', service: 'Мужская стрижка', price: 1500 },
      { lat: 55.7601, lon: 37.6186, address: 'Москва, Тверская 7' },
      { count: 5, sum: 24 },
    );
    // nearby, but two reviews are not a rating yet
    await aMaster(
      j,
      { first: 'Пётр', last: 'Ёлкин', deepLink: 'petr-search', service: 'Стрижка машинкой', price: 800 },
      { lat: 55.758, lon: 37.61, address: 'Москва, Моховая 9' },
      { count: 2, sum: 10 },
    );
    // rated 4.9, but 16 km away
    await aMaster(
      j,
      { first: 'Игорь', last: 'Волков', deepLink: 'igor-search', service: 'Стрижка детская', price: 900 },
      { lat: 55.65, lon: 37.45, address: 'Москва, Профсоюзная 100' },
      { count: 10, sum: 49 },
    );

    const client = await j.person('client', { first_name: 'Ольга', last_name: 'Петрова' });
    await makeUser(db, 'client', { phone: '+79165554433' }, client.tg);
    await client.context.grantPermissions(['geolocation']);
    await client.context.setGeolocation(HERE);
    const tiles = await serveMapTiles(client.page);

    await j.step('client: Поиск услуг, types «стрижка»: three haircuts', async () => {
      await j.openPath(client, '/search-services');
      await seeTitle(client.page, 'Поиск услуг');
      await client.page.getByPlaceholder('Услуга, мастер или салон').fill('стрижка');
      for (const service of ['Мужская стрижка', 'Стрижка машинкой', 'Стрижка детская'])
        await hit(client.page, service).waitFor({ timeout: 15000 });
      await client.shot('three-haircuts');
    });

    await j.step('client: filters by rating from 4.5 and 5 km around: only Анна’s haircut, 0.5 km away', async () => {
      await client.page.getByRole('button', { name: 'Фильтры' }).click();
      const sheet = client.page.getByRole('dialog', { name: 'Фильтры' });
      await sheet.getByText('от 4.5', { exact: true }).click();
      await sheet.getByText('до 5 км', { exact: true }).click();
      await client.shot('filters');
      await sheet.getByRole('button', { name: 'Показать' }).click();
      await hit(client.page, 'Стрижка машинкой').waitFor({ state: 'detached', timeout: 15000 });
      await hit(client.page, 'Стрижка детская').waitFor({ state: 'detached', timeout: 15000 });
      const card = hit(client.page, 'Мужская стрижка');
      for (const text of ['Анна Смирнова', '1 500 ₽', '60 мин', '★ 4.8 (5)', '0,5 км']) await seeText(card, text);
      await client.shot('filtered');
    });

    const clock = await j.step('client: opens the hit: Анна’s page with the haircut chosen; taps a time', async () => {
      await hit(client.page, 'Мужская стрижка').click();
      await client.page.waitForURL(`**/master/anna-search?service=${anna.service.id}`, { timeout: 15000 });
      await seeText(client.page, 'Свободное время: Мужская стрижка');
      return tapFirstTime(client.page);
    });

    await j.step('client: confirms and is booked', async () => {
      const confirm = client.page.getByRole('region', { name: 'Подтверждение записи' });
      for (const text of ['Мужская стрижка', 'Анна Смирнова', '1 500 ₽', clock]) await seeText(confirm, text);
      await client.page.getByRole('button', { name: 'Подтвердить запись' }).click();
      await seeText(client.page, 'Вы записаны!');
      const saved = await db.getRepository(User).findOneByOrFail({ telegramId: client.tg.id });
      const rows = await db.getRepository(Appointment).findBy({ clientId: saved.id });
      expect(rows.map((r) => [r.masterId, r.serviceId, r.status])).toEqual([
        [anna.master.user.id, anna.service.id, 'planned'],
      ]);
      await client.shot('booked');
    });

    await j.step('client: keeps Анна among favorites with the heart on her page', async () => {
      await j.openPath(client, '/master/anna-search');
      await client.page.getByRole('button', { name: 'Добавить в избранное: Анна Смирнова' }).click();
      await seeText(client.page, 'Добавлено в избранное');
      await client.page
        .getByRole('button', { name: 'Убрать из избранного: Анна Смирнова' })
        .waitFor({ timeout: 15000 });
    });

    await j.step('client: finds her under Избранное, with her rating and Записаться', async () => {
      await j.openPath(client, '/favorites');
      await seeTitle(client.page, 'Избранное');
      const item = client.page.locator('.adm-list-item', { hasText: 'Анна Смирнова' });
      await seeText(item, '★ 4.8 (5)');
      await item.getByRole('button', { name: 'Записаться' }).waitFor({ timeout: 15000 });
      await client.shot('favorites');
    });

    await j.step('client: the Карта tab shows her pin on locally served tiles; the pin opens her card', async () => {
      await client.page.locator('nav.shell-nav').getByText('Карта', { exact: true }).click();
      await seeTitle(client.page, 'Поиск на карте');
      const pin = client.page.locator('.leaflet-marker-icon[title="Анна Смирнова"]');
      await pin.waitFor({ timeout: 15000 });
      // the search's words and rating hold on the map too: Пётр (no rating) has no pin
      expect(await client.page.locator('.leaflet-marker-icon[title="Пётр Ёлкин"]').count()).toBe(0);
      await client.page.locator('img.leaflet-tile-loaded').first().waitFor({ timeout: 15000 });
      expect(tiles.length).toBeGreaterThan(0);
      expect(tiles.every((t) => /^\/map-tiles\/12\/\d+\/\d+\.png$/.test(t))).toBe(true);
      await pin.click();
      const card = client.page.getByRole('region', { name: 'Анна Смирнова' });
      await seeText(card, 'Москва, Тверская 7');
      await client.shot('map');
      await card.getByRole('button', { name: 'Записаться' }).click();
      await client.page.waitForURL('**/master/anna-search', { timeout: 15000 });
    });
    expect(pageErrors(client)).toEqual([]);
  });
});
