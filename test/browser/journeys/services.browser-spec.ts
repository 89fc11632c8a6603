/**
 * Journey 6: the owner adds, edits and deletes a service; the public pages follow.
 */
import { Service } from '../../../src/services/entities/service.entity';
import { makeMember, makeOwner } from '../../factories';
import { field, pageErrors, seeText, seeTitle, startJourney, type Journey, type Person } from './support/journey';

describe('journeys: organization services', () => {
  let j: Journey;
  beforeAll(async () => {
    j = await startJourney('services');
  });
  afterEach(() => j?.endScene());
  afterAll(() => j?.close());

  it('6. the owner adds, edits and deletes a service; the public pages show each change', async () => {
    const db = j.server.db;
    const made = await makeOwner(db, { name: 'Салон Мята', deepLink: 'salon-myata' });
    const member = await makeMember(db, made.org, 'master');
    const code = member.member.masterCode!;
    const owner = await j.person('owner', made.tg);
    const visitor = await j.person('visitor', { first_name: 'Гость' });
    const dialog = owner.page.locator('.adm-dialog-body');

    /** What the visitor sees on the organization page and on the master's page in it. */
    async function publicPages(p: Person, present: string[], absent: string[]) {
      for (const path of [`/organization/salon-myata`, `/organization-master/${code}`]) {
        await j.openPath(p, path);
        await seeText(p.page, 'Салон Мята');
        for (const text of present) await seeText(p.page, text);
        for (const text of absent) expect(await p.page.getByText(text, { exact: true }).count()).toBe(0);
      }
    }

    await j.step('owner: the services page starts empty', async () => {
      await j.openPath(owner, '/services');
      await seeTitle(owner.page, 'Услуги');
      await seeText(owner.page, 'Услуг пока нет');
    });
    await j.step('owner: a service without a name is refused', async () => {
      await owner.page.getByRole('button', { name: 'Добавить услугу' }).click();
      await seeText(dialog, 'Новая услуга');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(dialog, 'Название услуги обязательно');
      await owner.shot('name-required');
    });
    await j.step('owner: adds Стрижка, 60 min, 1500 ₽', async () => {
      await field(dialog, 'Название').fill('Стрижка');
      await field(dialog, 'Длительность, мин').fill('60');
      await field(dialog, 'Цена, ₽').fill('1500');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await seeText(owner.page, 'Услуга сохранена');
      await dialog.waitFor({ state: 'hidden' });
      await seeText(owner.page, '1 500 ₽');
      await owner.shot('added');
    });
    await j.step('visitor: the public pages list the new service with its price', async () => {
      await publicPages(visitor, ['Стрижка', '1 500 ₽', '60 мин'], []);
      await visitor.shot('public-after-add');
    });

    await j.step('owner: edits it to Стрижка модельная, 1800 ₽', async () => {
      await owner.page.getByRole('button', { name: 'Редактировать' }).click();
      await seeText(dialog, 'Редактировать услугу');
      expect(await field(dialog, 'Название').inputValue()).toBe('Стрижка');
      await field(dialog, 'Название').fill('Стрижка модельная');
      await field(dialog, 'Цена, ₽').fill('1800');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await seeText(owner.page, '1 800 ₽');
      await seeText(owner.page, 'Стрижка модельная');
      await owner.shot('edited');
    });
    await j.step('visitor: the public pages show the new name and price', async () => {
      await publicPages(visitor, ['Стрижка модельная', '1 800 ₽'], ['Стрижка', '1 500 ₽']);
      await visitor.shot('public-after-edit');
    });

    await j.step('owner: deletes it after confirming', async () => {
      await owner.page.getByRole('button', { name: 'Удалить' }).click();
      await seeText(owner.page, 'Удалить услугу «Стрижка модельная»?');
      await owner.page.locator('.adm-dialog-body').getByRole('button', { name: 'OK' }).click();
      await seeText(owner.page, 'Услуга удалена');
      await seeText(owner.page, 'Услуг пока нет');
      await owner.shot('deleted');
      expect(await db.getRepository(Service).countBy({ organizationId: made.org.id })).toBe(0);
    });
    await j.step('visitor: the service is gone from the public pages', async () => {
      await publicPages(visitor, [], ['Стрижка модельная', '1 800 ₽']);
      await visitor.shot('public-after-delete');
    });
    expect(pageErrors(owner)).toEqual([]);
    expect(pageErrors(visitor)).toEqual([]);
  });
});
