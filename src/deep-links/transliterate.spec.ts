import { firstFreeLink, slugify, suggestionCandidates, transliterate } from './transliterate';

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

describe('suggestion candidates', () => {
  const pick = (base: string, taken: string[], tail = 'zz') =>
    firstFreeLink(suggestionCandidates(base, tail), (l) => taken.includes(l));

  it('are the base, -2 … -30 and a random tail, in that order', () => {
    const all = suggestionCandidates('salon', 'qwer');
    expect(all).toHaveLength(31);
    expect(all.slice(0, 3)).toEqual(['salon', 'salon-2', 'salon-3']);
    expect(all[29]).toBe('salon-30');
    expect(all[30]).toBe('salon-qwer');
  });

  it('keep the base when it is free', () => {
    expect(pick('salon', [])).toEqual({ link: 'salon', available: true });
  });

  it('append -2, -3 to a taken base', () => {
    expect(pick('salon', ['salon'])).toEqual({ link: 'salon-2', available: true });
    expect(pick('salon', ['salon', 'salon-2'])).toEqual({ link: 'salon-3', available: true });
  });

  it('keep a suffixed link within 40 characters', () => {
    const base = 'a'.repeat(40);
    expect(pick(base, [base]).link).toBe(`${'a'.repeat(38)}-2`);
    expect(suggestionCandidates(base, 'qwerty').every((l) => l.length <= 40)).toBe(true);
  });

  it('fall back to the random tail when every numbered one is taken', () => {
    const numbered = suggestionCandidates('salon', 'qwer').slice(0, 30);
    expect(pick('salon', numbered, 'qwer')).toEqual({ link: 'salon-qwer', available: true });
    expect(pick('salon', [...numbered, 'salon-qwer'], 'qwer')).toEqual({ link: 'salon-qwer', available: false });
  });

  it('never suggest a reserved word', () => {
    expect(pick('admin', [])).toEqual({ link: 'admin-2', available: true });
  });
});
