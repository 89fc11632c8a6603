/**
 * Demo and benchmark data: `npm run seed:demo -- --scale N [--reset] [--out file.json]`.
 *
 * Fills a FRESH database (PostgreSQL with DATABASE_URL, else embedded PGlite in DATA_DIR) with realistic
 * Russian data through the real schema (migrations run on connect). Scale 1 is about 10,000 users,
 * 500 organizations, 3,000 masters, 20,000 services, 200,000 appointments over a year and invitations in
 * every status; scale 0.01 is a small demo a newcomer can click through.
 *
 * Everything is written with a handful of set-based INSERT ... SELECT generate_series statements (no row
 * loops), with explicit ids so the data is the same on every run (no random()): the bench relies on it.
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app.config';
import { buildDataSourceOptions, isEmbedded, openDataSource } from './data-source-options';

/** Telegram ids of seeded users: TG_BASE + users.id. The super admin is user 1. */
export const TG_BASE = 700_000_000;

interface Args {
  scale: number;
  reset: boolean;
  out: string | null;
  quiet: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { scale: 0.01, reset: false, out: null, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--scale' || a.startsWith('--scale=')) args.scale = Number(value());
    else if (a === '--out' || a.startsWith('--out=')) args.out = value();
    else if (a === '--reset') args.reset = true;
    else if (a === '--quiet') args.quiet = true;
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npm run seed:demo -- [--scale 0.01] [--reset] [--out seed.json] [--quiet]');
      process.exit(0);
    } else throw new Error(`Unknown argument ${a}`);
  }
  if (!Number.isFinite(args.scale) || args.scale <= 0 || args.scale > 20) {
    throw new Error('--scale must be a number in (0, 20]');
  }
  return args;
}

// ---------- reference data (Russian) ----------

const MALE_FIRST = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
  'Никита',
  'Матвей',
  'Роман',
  'Егор',
  'Арсений',
  'Иван',
  'Денис',
  'Евгений',
  'Даниил',
  'Тимофей',
  'Владислав',
  'Игорь',
  'Владимир',
  'Павел',
  'Руслан',
  'Марк',
  'Константин',
  'Тимур',
  'Олег',
  'Ярослав',
];
const FEMALE_FIRST = [
  'Анна',
  'Мария',
  'Елена',
  'Дарья',
  'Алина',
  'Ирина',
  'Екатерина',
  'Арина',
  'Полина',
  'Ольга',
  'Юлия',
  'Татьяна',
  'Наталья',
  'Виктория',
  'Елизавета',
  'Анастасия',
  'Валерия',
  'Ксения',
  'Светлана',
  'Вероника',
  'Софья',
  'Марина',
  'Алёна',
  'Кристина',
  'Людмила',
  'Евгения',
  'Александра',
  'Диана',
  'Милана',
  'Надежда',
];
/** [male form, latin] — the female form adds "а" (Иванов -> Иванова). */
const LAST = [
  ['Иванов', 'ivanov'],
  ['Смирнов', 'smirnov'],
  ['Кузнецов', 'kuznetsov'],
  ['Попов', 'popov'],
  ['Васильев', 'vasiliev'],
  ['Петров', 'petrov'],
  ['Соколов', 'sokolov'],
  ['Михайлов', 'mikhailov'],
  ['Новиков', 'novikov'],
  ['Фёдоров', 'fedorov'],
  ['Морозов', 'morozov'],
  ['Волков', 'volkov'],
  ['Алексеев', 'alekseev'],
  ['Лебедев', 'lebedev'],
  ['Семёнов', 'semenov'],
  ['Егоров', 'egorov'],
  ['Павлов', 'pavlov'],
  ['Козлов', 'kozlov'],
  ['Степанов', 'stepanov'],
  ['Николаев', 'nikolaev'],
  ['Орлов', 'orlov'],
  ['Андреев', 'andreev'],
  ['Макаров', 'makarov'],
  ['Никитин', 'nikitin'],
  ['Захаров', 'zakharov'],
  ['Зайцев', 'zaitsev'],
  ['Соловьёв', 'soloviev'],
  ['Борисов', 'borisov'],
  ['Яковлев', 'yakovlev'],
  ['Григорьев', 'grigoriev'],
  ['Романов', 'romanov'],
  ['Воробьёв', 'vorobiev'],
  ['Сергеев', 'sergeev'],
  ['Кузьмин', 'kuzmin'],
  ['Фролов', 'frolov'],
  ['Александров', 'aleksandrov'],
  ['Дмитриев', 'dmitriev'],
  ['Королёв', 'korolev'],
  ['Гусев', 'gusev'],
  ['Киселёв', 'kiselev'],
  ['Ильин', 'ilin'],
  ['Максимов', 'maksimov'],
  ['Поляков', 'polyakov'],
  ['Сорокин', 'sorokin'],
  ['Виноградов', 'vinogradov'],
  ['Ковалёв', 'kovalev'],
  ['Белов', 'belov'],
  ['Медведев', 'medvedev'],
  ['Антонов', 'antonov'],
  ['Тарасов', 'tarasov'],
];
const EMAIL_DOMAINS = ['mail.ru', 'yandex.ru', 'gmail.com', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru'];
const PHONE_CODES = [
  '903',
  '905',
  '906',
  '909',
  '915',
  '916',
  '917',
  '919',
  '925',
  '926',
  '929',
  '977',
  '985',
  '999',
  '911',
  '921',
  '912',
  '922',
  '950',
  '960',
  '961',
  '967',
  '981',
  '987',
];
const CITIES = [
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
const STREETS = [
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

interface CatalogService {
  name: string;
  description: string | null;
  minutes: number;
  price: number | null;
}
interface Category {
  name: string;
  specializations: string[];
  orgKinds: [string, string][]; // [Russian kind, latin slug prefix]
  services: CatalogService[];
}

const s = (name: string, minutes: number, price: number | null, description: string | null = null): CatalogService => ({
  name,
  minutes,
  price,
  description,
});

/** The spec's categories (Другое carries a custom category). */
const CATEGORIES: Category[] = [
  {
    name: 'Красота',
    specializations: ['Парикмахер', 'Мастер маникюра', 'Визажист', 'Бровист', 'Косметолог', 'Барбер'],
    orgKinds: [
      ['Салон красоты', 'salon'],
      ['Студия красоты', 'studio'],
      ['Барбершоп', 'barber'],
      ['Ногтевая студия', 'nails'],
    ],
    services: [
      s('Женская стрижка', 60, 2200, 'Стрижка, мытьё головы и укладка'),
      s('Мужская стрижка', 45, 1200),
      s('Окрашивание волос', 120, 5500, 'Окрашивание в один тон, материалы включены'),
      s('Маникюр с покрытием', 90, 2000),
      s('Педикюр', 90, 2500),
      s('Коррекция бровей', 30, 800),
      s('Вечерний макияж', 60, 3000),
      s('Чистка лица', 60, 3500, 'Комбинированная чистка'),
      s('Оформление бороды', 30, 900),
    ],
  },
  {
    name: 'Здоровье',
    specializations: ['Массажист', 'Остеопат', 'Диетолог', 'Стоматолог', 'Физиотерапевт'],
    orgKinds: [
      ['Клиника', 'clinic'],
      ['Медицинский центр', 'medcenter'],
      ['Массажный салон', 'massage'],
    ],
    services: [
      s('Классический массаж спины', 45, 2500),
      s('Общий массаж', 90, 4500),
      s('Приём остеопата', 60, 5000),
      s('Консультация диетолога', 45, 3000, 'Разбор рациона и рекомендации'),
      s('Профессиональная чистка зубов', 60, 6000),
      s('Лечебная физкультура', 45, 1500),
      s('Первичный приём', 30, null, 'Стоимость определяется после осмотра'),
    ],
  },
  {
    name: 'Спорт',
    specializations: ['Персональный тренер', 'Тренер по йоге', 'Инструктор по плаванию', 'Тренер по боксу'],
    orgKinds: [
      ['Фитнес-клуб', 'fitness'],
      ['Студия йоги', 'yoga'],
      ['Спортивный клуб', 'sport'],
    ],
    services: [
      s('Персональная тренировка', 60, 2500),
      s('Йога для начинающих', 60, 1200),
      s('Сплит-тренировка', 60, 3500),
      s('Составление программы тренировок', 45, 2000),
      s('Урок плавания', 45, 1800),
      s('Бокс: индивидуальное занятие', 60, 2200),
    ],
  },
  {
    name: 'Образование',
    specializations: ['Репетитор по математике', 'Репетитор по английскому', 'Преподаватель музыки', 'Логопед'],
    orgKinds: [
      ['Учебный центр', 'edu'],
      ['Школа английского', 'english'],
      ['Музыкальная школа', 'music'],
    ],
    services: [
      s('Урок математики (ОГЭ/ЕГЭ)', 60, 1800),
      s('Английский язык: индивидуально', 60, 2000),
      s('Разговорный клуб', 90, 900),
      s('Урок фортепиано', 45, 1700),
      s('Занятие с логопедом', 45, 2000),
      s('Пробное занятие', 30, 0, 'Знакомство и определение уровня'),
    ],
  },
  {
    name: 'Ремонт',
    specializations: ['Сантехник', 'Электрик', 'Мастер на час', 'Плиточник'],
    orgKinds: [
      ['Сервис ремонта', 'remont'],
      ['Мастерская', 'masterskaya'],
    ],
    services: [
      s('Вызов мастера', 60, 1000),
      s('Замена смесителя', 60, 1500),
      s('Установка розетки', 30, 700),
      s('Сборка мебели', 120, 3000),
      s('Укладка плитки (м²)', 60, 1800),
      s('Диагностика электропроводки', 90, 2500),
    ],
  },
  {
    name: 'Авто',
    specializations: ['Автомеханик', 'Автоэлектрик', 'Мастер шиномонтажа', 'Детейлер'],
    orgKinds: [
      ['Автосервис', 'auto'],
      ['Шиномонтаж', 'tires'],
      ['Детейлинг-центр', 'detailing'],
    ],
    services: [
      s('Замена масла', 30, 1200),
      s('Шиномонтаж R16', 60, 2800),
      s('Компьютерная диагностика', 45, 1500),
      s('Полировка кузова', 120, 9000),
      s('Химчистка салона', 120, 7000),
      s('Замена тормозных колодок', 60, 2000),
    ],
  },
  {
    name: 'Право',
    specializations: ['Юрист', 'Адвокат', 'Нотариус', 'Семейный юрист'],
    orgKinds: [
      ['Юридическая компания', 'law'],
      ['Адвокатское бюро', 'advokat'],
    ],
    services: [
      s('Консультация юриста', 60, 3000),
      s('Составление договора', 60, 5000),
      s('Подготовка иска', 90, 8000),
      s('Сопровождение сделки', 120, 15000),
      s('Первичная консультация', 30, 0),
    ],
  },
  {
    name: 'Фото/Видео',
    specializations: ['Фотограф', 'Видеограф', 'Ретушёр'],
    orgKinds: [
      ['Фотостудия', 'photo'],
      ['Видеостудия', 'video'],
    ],
    services: [
      s('Портретная фотосессия', 60, 5000),
      s('Семейная фотосессия', 90, 7000),
      s('Фото на документы', 30, 500),
      s('Видеосъёмка мероприятия', 120, 15000),
      s('Аренда фотостудии', 60, 2000),
    ],
  },
  {
    name: 'IT',
    specializations: ['Мастер по ремонту компьютеров', 'Настройщик сетей', 'Преподаватель программирования'],
    orgKinds: [
      ['Компьютерный сервис', 'pc'],
      ['IT-школа', 'itschool'],
    ],
    services: [
      s('Настройка компьютера', 60, 1500),
      s('Установка Windows', 90, 2000),
      s('Чистка ноутбука', 60, 1800),
      s('Урок программирования на Python', 60, 2200),
      s('Настройка Wi-Fi роутера', 45, 1200),
    ],
  },
  {
    name: 'Психология',
    specializations: ['Психолог', 'Психотерапевт', 'Семейный психолог', 'Коуч'],
    orgKinds: [
      ['Психологический центр', 'psy'],
      ['Центр семейной психологии', 'family'],
    ],
    services: [
      s('Индивидуальная консультация', 60, 4000),
      s('Семейная консультация', 90, 6000),
      s('Онлайн-консультация', 50, 3500),
      s('Коуч-сессия', 60, 4500),
    ],
  },
  {
    name: 'Другое',
    specializations: ['Флорист', 'Кондитер', 'Грумер', 'Тату-мастер'],
    orgKinds: [
      ['Студия', 'studio'],
      ['Мастерская', 'workshop'],
    ],
    services: [
      s('Груминг собаки', 120, 3500),
      s('Букет на заказ', 30, 2500),
      s('Торт на заказ (кг)', 60, 2200),
      s('Тату-сеанс', 120, 8000),
      s('Консультация', 30, 1000),
    ],
  },
];
const CUSTOM_CATEGORIES = ['Груминг', 'Флористика', 'Кондитерская', 'Тату'];
const ORG_NAMES = [
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

// ---------- SQL helpers ----------

const lit = (v: string | number | null): string =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
const arr = (xs: string[]): string => `ARRAY[${xs.map(lit).join(',')}]::text[]`;
/** Element `(expr mod n) + 1` of a text array literal (1-based, never null). */
const pick = (xs: string[], expr: string): string => `(${arr(xs)})[((${expr}) % ${xs.length}) + 1]`;

interface Plan {
  users: number;
  owners: number;
  independent: number;
  orgMasters: number;
  admins: number;
  clients: number;
  appointments: number;
  services: number;
  // first user id of each range (user 1 is the super admin)
  ownerFrom: number;
  indepFrom: number;
  orgMasterFrom: number;
  adminFrom: number;
  clientFrom: number;
}

export function planFor(scale: number): Plan {
  const n = (base: number, min: number) => Math.max(min, Math.round(base * scale));
  const owners = n(500, 3);
  const independent = n(1800, 4);
  const orgMasters = n(1200, 6);
  const admins = n(500, 3);
  const users = Math.max(n(10_000, 0), 1 + owners + independent + orgMasters + admins + 10);
  const clients = users - 1 - owners - independent - orgMasters - admins;
  const ownerFrom = 2;
  const indepFrom = ownerFrom + owners;
  const orgMasterFrom = indepFrom + independent;
  const adminFrom = orgMasterFrom + orgMasters;
  const clientFrom = adminFrom + admins;
  return {
    users,
    owners,
    independent,
    orgMasters,
    admins,
    clients,
    appointments: n(200_000, 50),
    services: n(20_000, 40),
    ownerFrom,
    indepFrom,
    orgMasterFrom,
    adminFrom,
    clientFrom,
  };
}

function statements(p: Plan): [string, string][] {
  const catNames = CATEGORIES.map((c) => c.name);
  const lastRu = LAST.map((l) => l[0]);
  const lastLat = LAST.map((l) => l[1]);
  // a user is female when hash(id) is odd; names, gender forms and e-mail come from the id alone
  const female = (id: string) => `((${id} * 7 + 3) % 2 = 1)`;
  const firstName = (id: string) =>
    `CASE WHEN ${female(id)} THEN ${pick(FEMALE_FIRST, `(${id} / 2) * 13 + ${id} / 61`)} ELSE ${pick(MALE_FIRST, `(${id} / 2) * 17 + ${id} / 67`)} END`;
  const lastIdx = (id: string) => `(((${id} / 2) * 31 + ${id} / 7) % ${LAST.length})`;
  const lastName = (id: string) =>
    `(${arr(lastRu)})[${lastIdx(id)} + 1] || CASE WHEN ${female(id)} THEN 'а' ELSE '' END`;
  const phone = (id: string) =>
    `'+7' || ${pick(PHONE_CODES, `${id} * 11`)} || lpad(((${id}::bigint * 7919 + 104729) % 10000000)::text, 7, '0')`;
  const email = (id: string) =>
    `(${arr(lastLat)})[${lastIdx(id)} + 1] || CASE WHEN ${female(id)} THEN 'a' ELSE '' END || '.' || ${id} || '@' || ${pick(EMAIL_DOMAINS, `${id} * 5`)}`;
  const ownerOrg = (uid: string) => `(${uid} - ${p.ownerFrom} + 1)`; // owner user id -> organization id
  const orgOfMember = (uid: string, from: number) => `(((${uid} - ${from}) % ${p.owners}) + 1)`;
  const city = (expr: string) => `(${arr(CITIES.map((c) => c[0]))})[((${expr}) % ${CITIES.length}) + 1]`;
  const address = (expr: string) =>
    `${city(expr)} || ', ' || ${pick(STREETS, `${expr} * 3`)} || ', д. ' || (((${expr}) * 7) % 120 + 1)`;

  // the category of organization o and of independent master u (Красота and Здоровье are the most common)
  const weighted = [0, 0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const catIdx = (expr: string) => `(ARRAY[${weighted.join(',')}])[((${expr}) % ${weighted.length}) + 1]`;

  const catalogRows = CATEGORIES.flatMap((c, ci) =>
    c.services.map(
      (sv, si) => `(${ci}, ${si + 1}, ${lit(sv.name)}, ${lit(sv.description)}, ${sv.minutes}, ${lit(sv.price)})`,
    ),
  );
  const specRows = CATEGORIES.flatMap((c, ci) => c.specializations.map((sp, si) => `(${ci}, ${si + 1}, ${lit(sp)})`));
  const kindRows = CATEGORIES.flatMap((c, ci) =>
    c.orgKinds.map(([ru, lat], ki) => `(${ci}, ${ki + 1}, ${lit(ru)}, ${lit(lat)})`),
  );
  const catCount = (table: string) => `(SELECT count(*) FROM ${table} x WHERE x.cat = c.cat)`;

  const createdAt = (id: string) =>
    `now() - ((((${id}) * 37) % 730) || ' days')::interval - ((((${id}) * 13) % 1440) || ' minutes')::interval`;

  return [
    [
      'reference tables',
      `
      CREATE TEMP TABLE seed_catalog (cat int, n int, name text, description text, minutes int, price numeric) ON COMMIT DROP;
      INSERT INTO seed_catalog VALUES ${catalogRows.join(',')};
      CREATE TEMP TABLE seed_spec (cat int, n int, name text) ON COMMIT DROP;
      INSERT INTO seed_spec VALUES ${specRows.join(',')};
      CREATE TEMP TABLE seed_kind (cat int, n int, ru text, lat text) ON COMMIT DROP;
      INSERT INTO seed_kind VALUES ${kindRows.join(',')};
      CREATE TEMP TABLE seed_cat ON COMMIT DROP AS SELECT (i - 1) AS cat, name FROM unnest(${arr(catNames)}) WITH ORDINALITY AS t(name, i);`,
    ],

    [
      'users',
      `
      INSERT INTO users (id, telegram_id, username, language_code, first_name, last_name, phone, phone_verified, email,
                         user_type, is_blocked, created_at, updated_at)
      SELECT g, ${TG_BASE} + g,
             CASE WHEN g % 3 = 0 THEN NULL ELSE (${arr(lastLat)})[${lastIdx('g')} + 1] || '_' || g END,
             CASE WHEN g % 10 = 0 THEN 'en' ELSE 'ru' END,
             ${firstName('g')}, CASE WHEN g % 17 = 0 THEN NULL ELSE ${lastName('g')} END,
             ${phone('g')}, g % 4 = 0,
             CASE WHEN g % 3 = 1 THEN NULL ELSE ${email('g')} END,
             CASE WHEN g >= ${p.ownerFrom} AND g < ${p.indepFrom} THEN 'organization'
                  WHEN g >= ${p.indepFrom} AND g < ${p.orgMasterFrom} THEN 'master'
                  ELSE 'client' END,
             g > 1 AND g % 97 = 0,
             ${createdAt('g')}, ${createdAt('g')}
      FROM generate_series(1, ${p.users}) g;
      UPDATE users SET first_name = 'Админ', last_name = 'Платформы' WHERE id = 1;`,
    ],

    [
      'organizations',
      `
      INSERT INTO organizations (id, owner_id, name, description, phone, email, address, category, deep_link, created_at, updated_at)
      SELECT o, ${p.ownerFrom} + o - 1,
             k.ru || ' «' || ${pick(
               ORG_NAMES.map((x) => x[0]),
               'o * 7',
             )} || '»',
             CASE WHEN o % 4 = 0 THEN NULL ELSE k.ru || ' в городе ' || ${city('o')} || '. Работаем ежедневно с 9:00 до 21:00, запись через Telegram.' END,
             '+7' || (${arr(CITIES.map((c) => c[1]))})[(o % ${CITIES.length}) + 1] || lpad(((o * 7919 + 1234567) % 10000000)::text, 7, '0'),
             CASE WHEN o % 3 = 0 THEN NULL ELSE 'info@' || k.lat || '-' || o || '.ru' END,
             ${address('o')},
             c.name,
             k.lat || '-' || ${pick(
               ORG_NAMES.map((x) => x[1]),
               'o * 7',
             )} || '-' || o,
             ${createdAt(`${p.ownerFrom} + o - 1`)}, ${createdAt(`${p.ownerFrom} + o - 1`)}
      FROM generate_series(1, ${p.owners}) o
      JOIN seed_cat c ON c.cat = ${catIdx('o')}
      JOIN seed_kind k ON k.cat = c.cat AND k.n = (o % ${catCount('seed_kind')}) + 1;`,
    ],

    [
      'master profiles',
      `
      -- independent masters (deep links), owners who also work as masters (every 5th), organization masters
      INSERT INTO master_profiles (user_id, category, custom_category, specialization, address, calendar_type,
                                   google_calendar_email, deep_link, created_at)
      SELECT u.id, c.name,
             CASE WHEN c.name = 'Другое' THEN ${pick(CUSTOM_CATEGORIES, 'u.id')} END,
             CASE WHEN u.id % 9 = 0 THEN NULL ELSE sp.name END,
             CASE WHEN u.kind = 'indep' AND u.id % 2 = 0 THEN ${address('u.id')} END,
             (ARRAY['internal','internal','internal','google','apple'])[(u.id % 5) + 1],
             CASE WHEN u.id % 5 = 3 THEN 'calendar.' || u.id || '@gmail.com' END,
             CASE WHEN u.kind = 'member' THEN NULL
                  ELSE (${arr(lastLat)})[${lastIdx('u.id')} + 1] || CASE WHEN ${female('u.id')} THEN 'a' ELSE '' END || '-' || u.id END,
             ${createdAt('u.id')}
      FROM (
        SELECT g AS id, 'indep' AS kind, ${catIdx('g * 7')} AS cat FROM generate_series(${p.indepFrom}, ${p.orgMasterFrom - 1}) g
        UNION ALL
        SELECT g, 'owner', o.cat FROM generate_series(${p.ownerFrom}, ${p.indepFrom - 1}) g
          JOIN organizations org ON org.id = ${ownerOrg('g')} JOIN seed_cat o ON o.name = org.category WHERE g % 5 = 0
        UNION ALL
        SELECT g, 'member', o.cat FROM generate_series(${p.orgMasterFrom}, ${p.adminFrom - 1}) g
          JOIN organizations org ON org.id = ${orgOfMember('g', p.orgMasterFrom)} JOIN seed_cat o ON o.name = org.category
      ) u
      JOIN seed_cat c ON c.cat = u.cat
      JOIN seed_spec sp ON sp.cat = u.cat AND sp.n = (u.id % ${catCount('seed_spec')}) + 1;`,
    ],

    [
      'organization members',
      `
      INSERT INTO organization_members (organization_id, user_id, role, master_code, is_blocked, joined_at)
      SELECT ${orgOfMember('g', p.orgMasterFrom)}, g, 'master', substr(md5('master-code-' || g), 1, 12), g % 41 = 0,
             ${createdAt('g')} + interval '1 day'
      FROM generate_series(${p.orgMasterFrom}, ${p.adminFrom - 1}) g
      UNION ALL
      SELECT ${orgOfMember('g', p.adminFrom)}, g, 'admin', NULL, false, ${createdAt('g')} + interval '1 day'
      FROM generate_series(${p.adminFrom}, ${p.clientFrom - 1}) g;`,
    ],

    [
      'user roles',
      `
      INSERT INTO user_roles (user_id, role_type, organization_id, created_at)
      SELECT u.id, u.user_type, CASE WHEN u.user_type = 'organization' THEN ${ownerOrg('u.id')} END, u.created_at FROM users u
      UNION ALL SELECT mp.user_id, 'master', NULL, mp.created_at FROM master_profiles mp
        JOIN users u ON u.id = mp.user_id AND u.user_type = 'organization'
      UNION ALL SELECT g, 'client', NULL, now() FROM generate_series(${p.indepFrom}, ${p.orgMasterFrom - 1}) g WHERE g % 4 = 0
      UNION ALL SELECT m.user_id, CASE m.role WHEN 'master' THEN 'organization_master' ELSE 'organization_admin' END,
        m.organization_id, m.joined_at FROM organization_members m;`,
    ],

    [
      'services',
      `
      -- independent masters: 3..9 services of their category
      INSERT INTO services (name, description, duration_minutes, price, category, organization_id, master_id, created_at)
      SELECT sc.name, sc.description, sc.minutes, sc.price, c.name, NULL, mp.user_id, mp.created_at + interval '1 hour'
      FROM master_profiles mp
      JOIN users u ON u.id = mp.user_id AND u.user_type = 'master'
      JOIN seed_cat c ON c.name = mp.category
      CROSS JOIN LATERAL (SELECT count(*)::int AS cnt FROM seed_catalog x WHERE x.cat = c.cat) cc
      CROSS JOIN LATERAL generate_series(1, least(3 + mp.user_id % 7, cc.cnt)) k
      JOIN seed_catalog sc ON sc.cat = c.cat AND sc.n = ((k + mp.user_id) % cc.cnt) + 1;
      -- organizations: the rest of the target, spread evenly (at least 3 each); repeated names get a level suffix
      INSERT INTO services (name, description, duration_minutes, price, category, organization_id, master_id, created_at)
      SELECT sc.name || CASE WHEN (k - 1) / ${catCount('seed_catalog')} > 0
                             THEN ' (' || (ARRAY['мастер','топ-мастер','эксперт','VIP'])[(((k - 1) / ${catCount('seed_catalog')} - 1) % 4) + 1] || ')' ELSE '' END,
             sc.description, sc.minutes,
             CASE WHEN sc.price IS NULL THEN NULL ELSE round(sc.price * (1 + 0.25 * ((k - 1) / ${catCount('seed_catalog')}))) END,
             c.name, o.id, NULL, o.created_at + interval '1 hour'
      FROM organizations o
      JOIN seed_cat c ON c.name = o.category
      CROSS JOIN LATERAL generate_series(1, greatest(3,
        (greatest(${p.services} - (SELECT count(*) FROM services), 0) / ${p.owners})::int + CASE WHEN o.id % 3 = 0 THEN 2 ELSE 0 END)) k
      JOIN seed_catalog sc ON sc.cat = c.cat AND sc.n = ((k - 1) % ${catCount('seed_catalog')}) + 1;`,
    ],

    [
      'appointments',
      `
      -- every master (independent, owner-masters, organization masters) gets an equal share; slot j of master m
      -- lies on day (7j + m) mod 365 of the year (distinct for j < 365) at 9..18 o'clock: never overlapping
      CREATE TEMP TABLE seed_master ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY mp.user_id) - 1 AS m, mp.user_id,
               CASE WHEN u.user_type = 'organization' THEN ${ownerOrg('u.id')} ELSE om.organization_id END AS org_id
        FROM master_profiles mp JOIN users u ON u.id = mp.user_id
        LEFT JOIN organization_members om ON om.user_id = mp.user_id AND om.role = 'master';
      CREATE TEMP TABLE seed_svc ON COMMIT DROP AS
        SELECT coalesce(organization_id, -master_id) AS owner_key,
               row_number() OVER (PARTITION BY coalesce(organization_id, -master_id) ORDER BY id) - 1 AS n,
               count(*) OVER (PARTITION BY coalesce(organization_id, -master_id)) AS cnt,
               id, duration_minutes, price
        FROM services;
      CREATE INDEX ON seed_svc (owner_key, n);
      CREATE TEMP TABLE seed_client ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY id) - 1 AS n, id, first_name || coalesce(' ' || last_name, '') AS name, phone
        FROM users WHERE id >= ${p.clientFrom} OR id = 1;
      CREATE INDEX ON seed_client (n);
      INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                                starts_at, ends_at, status, price, created_at)
      SELECT a.user_id, CASE WHEN a.walk_in THEN NULL ELSE cl.id END, a.org_id, sv.id,
             CASE WHEN a.walk_in THEN ${firstName('a.i')} || ' ' || ${lastName('a.i')} ELSE cl.name END,
             CASE WHEN a.walk_in THEN ${phone('a.i')} ELSE cl.phone END,
             a.starts_at, a.starts_at + make_interval(mins => least(coalesce(sv.duration_minutes, 60), 60)),
             CASE WHEN a.i % 11 = 0 THEN 'cancelled'
                  WHEN a.starts_at < now() AND a.i % 23 <> 0 THEN 'completed'
                  ELSE 'planned' END,
             sv.price,
             least(a.starts_at, now()) - make_interval(days => (a.i % 20))
      FROM (
        SELECT i, sm.user_id, sm.org_id, coalesce(sm.org_id, -sm.user_id) AS owner_key, (i % 5 = 0) AS walk_in,
               (date_trunc('day', now() AT TIME ZONE 'UTC') - interval '270 days') AT TIME ZONE 'UTC'
                 + make_interval(days => (((i / mc.cnt) * 7 + sm.m) % 365)::int + 365 * ((i / mc.cnt) / 365)::int,
                                 hours => (6 + ((sm.m + (i / mc.cnt) * 3) % 10))::int) AS starts_at
        FROM generate_series(0, ${p.appointments - 1}) i
        CROSS JOIN (SELECT count(*) AS cnt FROM seed_master) mc
        JOIN seed_master sm ON sm.m = i % mc.cnt
      ) a
      LEFT JOIN LATERAL (SELECT id, duration_minutes, price FROM seed_svc x
                         WHERE x.owner_key = a.owner_key AND x.n = a.i % x.cnt LIMIT 1) sv ON true
      LEFT JOIN seed_client cl ON cl.n = (a.i * 7919) % (SELECT count(*) FROM seed_client);`,
    ],

    [
      'invitations',
      `
      -- four per organization, one in each status; accepted ones name a member who joined through them
      INSERT INTO invitations (organization_id, role, status, deep_link_code, created_by_id, invited_user_id, created_at, updated_at)
      SELECT o.id, CASE WHEN st.n % 2 = 0 THEN 'master' ELSE 'admin' END, st.status,
             substr(md5('invitation-' || o.id || '-' || st.n), 1, 12), o.owner_id,
             CASE st.status
               WHEN 'accepted' THEN (SELECT m.user_id FROM organization_members m WHERE m.organization_id = o.id
                                     AND m.role = CASE WHEN st.n % 2 = 0 THEN 'master' ELSE 'admin' END ORDER BY m.id LIMIT 1)
               WHEN 'confirmed' THEN ${p.clientFrom} + (o.id * 13) % ${p.clients}
             END,
             now() - make_interval(days => (o.id % 60) + st.n), now() - make_interval(days => (o.id % 30))
      FROM organizations o
      CROSS JOIN (VALUES (0, 'pending'), (1, 'confirmed'), (2, 'accepted'), (3, 'rejected')) AS st(n, status);`,
    ],
  ];
}

const SERIAL_TABLES = [
  'users',
  'master_profiles',
  'organizations',
  'user_roles',
  'organization_members',
  'invitations',
  'services',
  'appointments',
];

export interface SeedSummary {
  scale: number;
  database: string;
  seconds: number;
  counts: Record<string, number>;
  super_admin_telegram_id: number;
  owner: { telegram_id: number; first_name: string; organization_id: number; organization_deep_link: string };
  admin: { telegram_id: number; first_name: string; organization_id: number };
  client: { telegram_id: number; first_name: string };
  unregistered_telegram_id: number;
  master: { telegram_id: number; first_name: string; deep_link: string };
  organization_deep_link: string;
  organization_master_code: string;
  admin_search: string;
}

async function one<T>(ds: DataSource, sql: string): Promise<T> {
  const rows = (await ds.query(sql)) as T[];
  return rows[0];
}

export async function seedDemo(ds: DataSource, args: Pick<Args, 'scale' | 'reset' | 'quiet'>): Promise<SeedSummary> {
  const log = (m: string) => args.quiet || console.log(m);
  const started = Date.now();
  const existing = await one<{ n: string }>(ds, 'SELECT count(*)::text AS n FROM users');
  if (Number(existing.n) > 0) {
    if (!args.reset) {
      throw new Error(`the database already has ${existing.n} users; seed a fresh database or pass --reset to wipe it`);
    }
    log('Wiping existing data (--reset)...');
    await ds.query(
      `TRUNCATE ${[...SERIAL_TABLES, 'error_logs', 'outbox_messages', 'bot_sessions', 'processed_updates'].join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
  const plan = planFor(args.scale);
  log(
    `Seeding scale ${args.scale}: ${plan.users} users, ${plan.owners} organizations, ` +
      `${plan.independent + plan.orgMasters} masters, ~${plan.services} services, ${plan.appointments} appointments`,
  );

  await ds.transaction(async (m) => {
    for (const [name, sql] of statements(plan)) {
      const t = Date.now();
      await m.query(sql);
      log(`  ${name.padEnd(22)} ${((Date.now() - t) / 1000).toFixed(1)} s`);
    }
    for (const t of SERIAL_TABLES) {
      await m.query(
        `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${t}), false)`,
      );
    }
  });
  // as a database that autovacuum has seen: statistics and the visibility map (index-only scans) are current
  await ds.query('VACUUM ANALYZE');

  const counts: Record<string, number> = {};
  for (const t of SERIAL_TABLES) {
    counts[t] = Number((await one<{ n: string }>(ds, `SELECT count(*)::text AS n FROM ${t}`)).n);
  }
  const byStatus = (await ds.query(
    `SELECT status, count(*)::int AS n FROM invitations GROUP BY status ORDER BY status`,
  )) as { status: string; n: number }[];
  for (const r of byStatus) counts[`invitations_${r.status}`] = r.n;

  // the busiest organization is the bench's owner: team and stats on the largest realistic data
  const owner = await one<{ tg: string; first_name: string; org_id: number; deep_link: string }>(
    ds,
    `
    SELECT u.telegram_id::text AS tg, u.first_name, o.id AS org_id, o.deep_link
    FROM organizations o JOIN users u ON u.id = o.owner_id
    WHERE NOT u.is_blocked
    ORDER BY (SELECT count(*) FROM organization_members m WHERE m.organization_id = o.id) DESC,
             (SELECT count(*) FROM services sv WHERE sv.organization_id = o.id) DESC, o.id
    LIMIT 1`,
  );
  const admin = await one<{ tg: string; first_name: string; org_id: number }>(
    ds,
    `
    SELECT u.telegram_id::text AS tg, u.first_name, m.organization_id AS org_id FROM organization_members m
    JOIN users u ON u.id = m.user_id WHERE m.role = 'admin' AND NOT u.is_blocked AND NOT m.is_blocked ORDER BY m.id LIMIT 1`,
  );
  const client = await one<{ tg: string; first_name: string }>(
    ds,
    `
    SELECT telegram_id::text AS tg, first_name FROM users WHERE id >= ${plan.clientFrom} AND NOT is_blocked ORDER BY id LIMIT 1`,
  );
  const master = await one<{ tg: string; first_name: string; deep_link: string }>(
    ds,
    `
    SELECT u.telegram_id::text AS tg, u.first_name, mp.deep_link FROM master_profiles mp JOIN users u ON u.id = mp.user_id
    WHERE u.user_type = 'master' AND NOT u.is_blocked
    ORDER BY (SELECT count(*) FROM services s WHERE s.master_id = u.id) DESC, u.id LIMIT 1`,
  );
  const code = await one<{ master_code: string }>(
    ds,
    `
    SELECT master_code FROM organization_members WHERE role = 'master' AND NOT is_blocked ORDER BY id LIMIT 1`,
  );
  const summary: SeedSummary = {
    scale: args.scale,
    database: '',
    seconds: Math.round((Date.now() - started) / 100) / 10,
    counts,
    super_admin_telegram_id: TG_BASE + 1,
    owner: {
      telegram_id: Number(owner.tg),
      first_name: owner.first_name,
      organization_id: owner.org_id,
      organization_deep_link: owner.deep_link,
    },
    admin: { telegram_id: Number(admin.tg), first_name: admin.first_name, organization_id: admin.org_id },
    client: { telegram_id: Number(client.tg), first_name: client.first_name },
    unregistered_telegram_id: TG_BASE + plan.users + 1000,
    master: { telegram_id: Number(master.tg), first_name: master.first_name, deep_link: master.deep_link },
    organization_deep_link: owner.deep_link,
    organization_master_code: code.master_code,
    // a common surname stem: matches many users, so the search must use an index or scan cheaply
    admin_search: 'Иванов',
  };
  return summary;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  const where = isEmbedded(config)
    ? config.databaseUrl === 'memory://'
      ? 'embedded PGlite in memory (lost on exit)'
      : `embedded PGlite in ${config.dataDir}`
    : 'PostgreSQL';
  // the migrations run first: the schema is the app's own
  const ds = await openDataSource({ ...buildDataSourceOptions(config), logging: ['error'] });
  try {
    const summary = await seedDemo(ds, args);
    summary.database = where;
    if (args.out) {
      mkdirSync(dirname(args.out), { recursive: true });
      writeFileSync(args.out, JSON.stringify(summary, null, 2));
    }
    if (args.quiet) return;
    console.log(`Done in ${summary.seconds} s on ${where}.`);
    console.log(
      `  ${Object.entries(summary.counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(
      `  Super admin:   Telegram ID ${summary.super_admin_telegram_id} (start with SUPER_ADMIN_TELEGRAM_ID=${summary.super_admin_telegram_id})`,
    );
    console.log(
      `  Owner:         Telegram ID ${summary.owner.telegram_id} (${summary.owner.first_name}), organization /organization/${summary.owner.organization_deep_link}`,
    );
    console.log(`  Org admin:     Telegram ID ${summary.admin.telegram_id} (${summary.admin.first_name})`);
    console.log(
      `  Master:        Telegram ID ${summary.master.telegram_id} (${summary.master.first_name}), page /master/${summary.master.deep_link}`,
    );
    console.log(`  Client:        Telegram ID ${summary.client.telegram_id} (${summary.client.first_name})`);
    console.log(`  Org master:    /organization-master/${summary.organization_master_code}`);
    console.log('  Try it: npm start, open /dev-login and enter one of the Telegram IDs above.');
    if (args.out) console.log(`  Summary written to ${args.out}`);
  } finally {
    await ds.destroy();
  }
}

if (require.main === module) {
  main().catch((e) => {
    console.error(`seed:demo failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
