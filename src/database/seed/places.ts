// Reference data for seeded organizations and addresses: cities (with their landline codes), streets and
// organization names ([Russian, latin slug]).

export const CITIES = [
  ['Москва', '495'],
  ['Санкт-Петербург', '812'],
  ['Новосибирск', '383'],
  ['Екатеринбург', '343'],
  ['Казань', '843'],
  ['Нижний Новгород', '831'],
  ['Самара', '846'],
  ['Краснодар', '861'],
  ['Ростов-на-Дону', '863'],
  ['Воронеж', '473'],
];
/** Each city's centre [latitude, longitude] (same order as CITIES): seeded places lie within ~7 km of it. */
export const CITY_CENTERS: [number, number][] = [
  [55.7558, 37.6173],
  [59.9386, 30.3141],
  [55.0084, 82.9357],
  [56.8389, 60.6057],
  [55.7961, 49.1064],
  [56.3269, 44.0059],
  [53.1959, 50.1002],
  [45.0355, 38.9753],
  [47.2357, 39.7015],
  [51.672, 39.1843],
];

/** The index into CITIES of the row `expr` as SQL: spread over every city, or always `only` (the demo's). */
export const cityIndex = (expr: string, only: number | null): string =>
  only === null ? `((${expr}) % ${CITIES.length})` : String(only);

export const STREETS = [
  'ул. Ленина',
  'ул. Тверская',
  'Невский пр.',
  'ул. Пушкина',
  'ул. Гагарина',
  'ул. Мира',
  'пр. Победы',
  'ул. Советская',
  'ул. Садовая',
  'ул. Лесная',
  'ул. Кирова',
  'ул. Московская',
  'Цветной бульвар',
  'ул. Набережная',
];

export const ORG_NAMES = [
  ['Аврора', 'avrora'],
  ['Лотос', 'lotos'],
  ['Гармония', 'garmoniya'],
  ['Престиж', 'prestige'],
  ['Эдельвейс', 'edelweiss'],
  ['Магнолия', 'magnoliya'],
  ['Стиль', 'stil'],
  ['Арт', 'art'],
  ['Вдохновение', 'vdohnovenie'],
  ['Лайм', 'laim'],
  ['Северная звезда', 'severnaya-zvezda'],
  ['Белый кролик', 'bely-krolik'],
  ['Идеал', 'ideal'],
  ['Мята', 'myata'],
  ['Персона', 'persona'],
  ['Территория', 'territoriya'],
  ['Новый взгляд', 'novy-vzglyad'],
  ['Облака', 'oblaka'],
  ['Фокус', 'fokus'],
  ['Клевер', 'klever'],
];
