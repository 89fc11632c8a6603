// Working time for every seeded master: a mix of weekly patterns and shift cycles (with their booking
// rules), a few date overrides (a vacation, a short day) and blocks, and each organization's zone from its
// city. Then `seed_workday`: every working local date of every master over the appointments' year, with
// the first interval of that date, so the appointments statement can place each appointment inside working
// time (never on a day off, an overridden or a blocked date). Deterministic: values come from ids only.
import { WEEKDAY_KEYS } from '../../time-core/calendar-date';
import { CITIES, cityIndex } from './places';
import { arr, SqlClock } from './sql';

/** The IANA zone of each seeded city (same order as CITIES). */
const CITY_ZONES: Record<string, string> = {
  Москва: 'Europe/Moscow',
  'Санкт-Петербург': 'Europe/Moscow',
  Новосибирск: 'Asia/Novosibirsk',
  Екатеринбург: 'Asia/Yekaterinburg',
  Казань: 'Europe/Moscow',
  'Нижний Новгород': 'Europe/Moscow',
  Самара: 'Europe/Samara',
  Краснодар: 'Europe/Moscow',
  'Ростов-на-Дону': 'Europe/Moscow',
  Воронеж: 'Europe/Moscow',
};
const zoneOfCity = (expr: string, homeCity: number | null) =>
  `(${arr(CITIES.map((c) => CITY_ZONES[c[0]] ?? 'Europe/Moscow'))})[${cityIndex(expr, homeCity)} + 1]`;

const day = (intervals: [string, string][]) => JSON.stringify(intervals);
const weekly = (week: Record<string, [string, string][]>) =>
  JSON.stringify({
    type: 'weekly',
    week: Object.fromEntries(WEEKDAY_KEYS.map((k) => [k, week[k] ?? []])),
  });
const cycle = (days: [string, string][][]) => JSON.stringify({ type: 'cycle', anchor_date: '2026-01-05', days });

const LUNCH: [string, string][] = [
  ['09:00', '13:00'],
  ['14:00', '18:00'],
];
const LONG: [string, string][] = [['09:00', '21:00']];
const SHIFT: [string, string][] = [['08:00', '20:00']];
const SALON: [string, string][] = [['10:00', '19:00']];

/** Six kinds of working time, chosen by master user id % 6. */
const PATTERNS = [
  weekly({ mon: LUNCH, tue: LUNCH, wed: LUNCH, thu: LUNCH, fri: LUNCH }),
  weekly({
    tue: [['10:00', '20:00']],
    wed: [['10:00', '20:00']],
    thu: [['10:00', '20:00']],
    fri: [['10:00', '20:00']],
    sat: [['10:00', '20:00']],
  }),
  cycle([LONG, LONG, [], []]), // 2/2
  cycle([SHIFT, SHIFT, SHIFT, [], [], []]), // 3/3
  weekly({ mon: SALON, tue: SALON, wed: SALON, thu: SALON, fri: SALON, sat: SALON, sun: [['11:00', '16:00']] }),
  cycle([SALON, SALON, SALON, SALON, SALON, [], []]), // 5/2 from the anchor
];

export function schedulesSql(clock: SqlClock, homeCity: number | null): string {
  /** The date `offset` days from the seed's today. */
  const fromToday = (offset: string) => `(${clock.today} + (${offset}))`;
  return `
      UPDATE organizations SET time_zone = ${zoneOfCity('id', homeCity)};
      -- independent masters with an address live in its city; everyone else works in the organization's zone
      INSERT INTO master_schedules (master_id, time_zone, pattern, slot_step_minutes, min_notice_minutes, horizon_days,
                                    buffer_minutes, cancel_cutoff_hours)
      SELECT mp.user_id,
             CASE WHEN u.user_type = 'master' THEN
                    CASE WHEN mp.address IS NULL THEN 'Europe/Moscow' ELSE ${zoneOfCity('mp.user_id', homeCity)} END
                  ELSE coalesce(o.time_zone, 'Europe/Moscow') END,
             (ARRAY[${PATTERNS.map((p) => `'${p}'`).join(', ')}]::jsonb[])[(mp.user_id % ${PATTERNS.length}) + 1],
             (ARRAY[30, 15, 60, 30, NULL, 30])[(mp.user_id % 6) + 1],
             (ARRAY[60, 120, 30, 60, 180])[(mp.user_id % 5) + 1],
             (ARRAY[60, 30, 90, 60])[(mp.user_id % 4) + 1],
             (ARRAY[0, 10, 15, 0, 5])[(mp.user_id % 5) + 1],
             (ARRAY[3, 24, 2, 12])[(mp.user_id % 4) + 1]
      FROM master_profiles mp
      JOIN users u ON u.id = mp.user_id
      LEFT JOIN organizations o ON o.id = CASE WHEN u.user_type = 'organization' THEN (SELECT id FROM organizations WHERE owner_id = u.id)
                                              ELSE (SELECT m.organization_id FROM organization_members m
                                                     WHERE m.user_id = u.id AND m.role = 'master' ORDER BY m.id LIMIT 1) END;
      -- every 7th master takes a week off in a few weeks; every 5th has a short day soon
      INSERT INTO schedule_overrides (master_id, date, intervals)
      SELECT ms.master_id, ${fromToday('20 + ms.master_id % 30 + k')}, '[]'::jsonb
      FROM master_schedules ms CROSS JOIN generate_series(0, 6) k WHERE ms.master_id % 7 = 0
      UNION ALL
      SELECT ms.master_id, ${fromToday('3 + ms.master_id % 10')}, '${day([['10:00', '14:00']])}'::jsonb
      FROM master_schedules ms WHERE ms.master_id % 5 = 1 AND ms.master_id % 7 <> 0;
      -- every 4th master has a block: a training or an errand in the coming days
      INSERT INTO schedule_blocks (master_id, starts_at, ends_at, note)
      SELECT ms.master_id,
             (${fromToday('2 + ms.master_id % 7')}::timestamp + interval '13 hours') AT TIME ZONE ms.time_zone,
             (${fromToday('2 + ms.master_id % 7')}::timestamp + interval '14 hours 30 minutes') AT TIME ZONE ms.time_zone,
             (ARRAY['Обучение', 'Личные дела', 'Закупка материалов'])[(ms.master_id % 3) + 1]
      FROM master_schedules ms WHERE ms.master_id % 4 = 2;`;
}

/** `seed_workday(user_id, day, k, start_min, end_min, time_zone)` and `seed_workcount(user_id, n)`: working
 *  dates from `first` for `days` days. The pattern is unpacked once per master (seed_pattern_day: the first
 *  interval of each weekday or cycle day), then each date looks its position up; overridden dates take the
 *  override's first interval, blocked dates are left out. */
export function workdaysSql(first: string, days: number): string {
  const hhmm = (text: string) => `(split_part(${text}, ':', 1)::int * 60 + split_part(${text}, ':', 2)::int)`;
  return `
      CREATE TEMP TABLE seed_pattern_day ON COMMIT DROP AS
        SELECT ms.master_id AS user_id, ms.time_zone,
               CASE WHEN ms.pattern->>'type' = 'weekly' THEN 7 ELSE jsonb_array_length(ms.pattern->'days') END AS len,
               CASE WHEN ms.pattern->>'type' = 'weekly' THEN 0
                    ELSE (ms.pattern->>'anchor_date')::date - DATE '2000-01-03' END AS shift,
               p.pos, ${hhmm(`p.iv->0->>0`)} AS start_min, ${hhmm(`p.iv->0->>1`)} AS end_min
        FROM master_schedules ms
        CROSS JOIN LATERAL (
          SELECT k - 1 AS pos, ms.pattern->'week'->w AS iv
            FROM unnest(ARRAY['mon','tue','wed','thu','fri','sat','sun']) WITH ORDINALITY AS d(w, k)
           WHERE ms.pattern->>'type' = 'weekly'
          UNION ALL
          SELECT k - 1, iv FROM jsonb_array_elements(ms.pattern->'days') WITH ORDINALITY AS c(iv, k)
           WHERE ms.pattern->>'type' = 'cycle'
        ) p
        WHERE jsonb_array_length(p.iv) > 0;
      CREATE INDEX ON seed_pattern_day (user_id, pos);
      CREATE TEMP TABLE seed_workday ON COMMIT DROP AS
        SELECT user_id, day, row_number() OVER (PARTITION BY user_id ORDER BY day) - 1 AS k, start_min, end_min, time_zone
        FROM (
          -- 2000-01-03 was a Monday: (day - that Monday) mod 7 is the weekday, and a cycle's position is the
          -- same count taken from its anchor
          SELECT pd.user_id, d.day, pd.start_min, pd.end_min, pd.time_zone
          FROM (SELECT DISTINCT user_id, len, shift, time_zone FROM seed_pattern_day) m
          CROSS JOIN (SELECT g::date AS day FROM generate_series(${first}, ${first} + interval '${days - 1} days', interval '1 day') g) d
          JOIN seed_pattern_day pd ON pd.user_id = m.user_id
           AND pd.pos = (((d.day - DATE '2000-01-03' - m.shift) % m.len) + m.len) % m.len
          WHERE NOT EXISTS (SELECT 1 FROM schedule_overrides so WHERE so.master_id = m.user_id AND so.date = d.day)
          UNION ALL
          SELECT so.master_id, so.date, ${hhmm(`so.intervals->0->>0`)}, ${hhmm(`so.intervals->0->>1`)}, ms.time_zone
          FROM schedule_overrides so JOIN master_schedules ms ON ms.master_id = so.master_id
          WHERE jsonb_array_length(so.intervals) > 0
            AND so.date BETWEEN ${first}::date AND ${first}::date + ${days - 1}
        ) x
        WHERE NOT EXISTS (SELECT 1 FROM schedule_blocks b WHERE b.master_id = x.user_id
                            AND b.starts_at < (x.day + 1)::timestamp AT TIME ZONE x.time_zone
                            AND b.ends_at > x.day::timestamp AT TIME ZONE x.time_zone);
      CREATE INDEX ON seed_workday (user_id, k);
      CREATE TEMP TABLE seed_workcount ON COMMIT DROP AS SELECT user_id, count(*) AS n FROM seed_workday GROUP BY user_id;`;
}
