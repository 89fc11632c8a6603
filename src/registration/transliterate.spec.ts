import { firstFreeLink, slugify, transliterate } from './transliterate';

describe('transliterate', () => {
  it('maps every letter of the Russian alphabet', () => {
    expect(transliterate('абвгдеёжзийклмнопрстуфхцчшщъыьэюя')).toBe('abvgdeezhziyklmnoprstufkhtschshshchyeyuya');
  });

  it('maps capitals the same way as small letters', () => {
    expect(transliterate('ЩУКА Ёж')).toBe('shchuka ezh');
  });

  it('drops accents from Latin letters but keeps й', () => {
    expect(transliterate('Café Йога')).toBe('cafe yoga');
  });

  it('keeps digits and other characters for the slug step', () => {
    expect(transliterate('Салон №1 & Co')).toBe('salon no1 & co');
  });
});

describe('slugify', () => {
  it.each([
    ['Салон Красоты', 'salon-krasoty'],
    ['Щука & Ёж', 'shchuka-ezh'],
    ['  Барбершоп "Борода"  ', 'barbershop-boroda'],
    ['Студия---Йоги 24/7', 'studiya-yogi-24-7'],
    ['Мария Иванова', 'mariya-ivanova'],
    ['Хлебъ и Чай', 'khleb-i-chay'],
    ['Nail Studio Pro', 'nail-studio-pro'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('cuts to 40 characters without a trailing hyphen', () => {
    const slug = slugify('Очень длинное название нашей замечательной организации');
    expect(slug.length).toBeLessThanOrEqual(40);
    expect(slug).toBe('ochen-dlinnoe-nazvanie-nashey-zamechatel');
    expect(slugify('a'.repeat(39) + ' bbb')).toBe('a'.repeat(39));
  });

  it('pads a name shorter than 3 characters', () => {
    expect(slugify('Я')).toBe('ya-org');
    expect(slugify('!!!')).toBe('org');
    expect(slugify('', 'master')).toBe('master');
    expect(slugify('Ян')).toBe('yan');
  });

  it('always yields a valid deep link shape', () => {
    for (const name of ['Ъ', 'ЬЬЬ', '😀 Салон 😀', '-a-', 'Ёлка-Палка', 'x'.repeat(100)]) {
      expect(slugify(name)).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
      expect(slugify(name).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('firstFreeLink', () => {
  const taken = (links: string[]) => async (l: string) => !links.includes(l);

  it('keeps the base when it is free', async () => {
    await expect(firstFreeLink('salon', taken([]), () => 'zz')).resolves.toEqual({ link: 'salon', available: true });
  });

  it('appends -2, -3 to a taken base', async () => {
    await expect(firstFreeLink('salon', taken(['salon']), () => 'zz')).resolves.toEqual({
      link: 'salon-2',
      available: true,
    });
    await expect(firstFreeLink('salon', taken(['salon', 'salon-2']), () => 'zz')).resolves.toEqual({
      link: 'salon-3',
      available: true,
    });
  });

  it('keeps a suffixed link within 40 characters', async () => {
    const base = 'a'.repeat(40);
    const res = await firstFreeLink(base, taken([base]), () => 'zz');
    expect(res.link).toBe(`${'a'.repeat(38)}-2`);
  });

  it('falls back to a random tail when many are taken', async () => {
    const res = await firstFreeLink(
      'salon',
      async (l) => l === 'salon-qwer',
      () => 'qwer',
      5,
    );
    expect(res).toEqual({ link: 'salon-qwer', available: true });
  });
});
