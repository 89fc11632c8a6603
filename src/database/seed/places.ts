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
