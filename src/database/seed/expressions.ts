// SQL expressions that derive a seeded row's values from its id alone (no random(): the same data on every
// run). `expressionsFor(plan, clock)` binds the few that depend on the id ranges of the plan or on the clock.
import { EMAIL_DOMAINS, FEMALE_FIRST, LAST, MALE_FIRST, PHONE_CODES } from './people';
import { CITIES, CITY_CENTERS, cityIndex, STREETS } from './places';
import { Plan } from './plan';
import { arr, pick, SqlClock } from './sql';

const lastRu = LAST.map((l) => l[0]);
const lastLat = LAST.map((l) => l[1]);

// the category of organization o and of independent master u (Красота and Здоровье are the most common)
const weighted = [0, 0, 0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function expressionsFor(p: Plan, clock: SqlClock) {
  // a user is female when hash(id) is odd; names, gender forms and e-mail come from the id alone
  const female = (id: string) => `((${id} * 7 + 3) % 2 = 1)`;
  const firstName = (id: string) =>
    `CASE WHEN ${female(id)} THEN ${pick(FEMALE_FIRST, `(${id} / 2) * 13 + ${id} / 61`)} ELSE ${pick(MALE_FIRST, `(${id} / 2) * 17 + ${id} / 67`)} END`;
  const lastIdx = (id: string) => `(((${id} / 2) * 31 + ${id} / 7) % ${LAST.length})`;
  /** The surname in Latin letters, male form (usernames, deep links, e-mail). */
  const latinSurname = (id: string) => `(${arr(lastLat)})[${lastIdx(id)} + 1]`;
  const lastName = (id: string) =>
    `(${arr(lastRu)})[${lastIdx(id)} + 1] || CASE WHEN ${female(id)} THEN 'а' ELSE '' END`;
  const phone = (id: string) =>
    `'+7' || ${pick(PHONE_CODES, `${id} * 11`)} || lpad(((${id}::bigint * 7919 + 104729) % 10000000)::text, 7, '0')`;
  const email = (id: string) =>
    `${latinSurname(id)} || CASE WHEN ${female(id)} THEN 'a' ELSE '' END || '.' || ${id} || '@' || ${pick(EMAIL_DOMAINS, `${id} * 5`)}`;
  const ownerOrg = (uid: string) => `(${uid} - ${p.ownerFrom} + 1)`; // owner user id -> organization id
  const orgOfMember = (uid: string, from: number) => `(((${uid} - ${from}) % ${p.owners}) + 1)`;
  const cityIdx = (expr: string) => cityIndex(expr, p.homeCity);
  const city = (expr: string) => `(${arr(CITIES.map((c) => c[0]))})[${cityIdx(expr)} + 1]`;
  /** A point within ~7 km of the centre of the row's city (the same city as its address). */
  const latitude = (expr: string) =>
    `((ARRAY[${CITY_CENTERS.map((c) => c[0]).join(',')}]::float8[])[${cityIdx(expr)} + 1] + ((((${expr}) * 37) % 101) - 50) * 0.0012)`;
  const longitude = (expr: string) =>
    `((ARRAY[${CITY_CENTERS.map((c) => c[1]).join(',')}]::float8[])[${cityIdx(expr)} + 1] + ((((${expr}) * 53) % 101) - 50) * 0.002)`;
  const address = (expr: string) =>
    `${city(expr)} || ', ' || ${pick(STREETS, `${expr} * 3`)} || ', д. ' || (((${expr}) * 7) % 120 + 1)`;
  const catIdx = (expr: string) => `(ARRAY[${weighted.join(',')}])[((${expr}) % ${weighted.length}) + 1]`;
  const catCount = (table: string) => `(SELECT count(*) FROM ${table} x WHERE x.cat = c.cat)`;
  const createdAt = (id: string) =>
    `${clock.now} - ((((${id}) * 37) % 730) || ' days')::interval - ((((${id}) * 13) % 1440) || ' minutes')::interval`;
  return {
    female,
    firstName,
    latinSurname,
    lastName,
    phone,
    email,
    ownerOrg,
    orgOfMember,
    cityIdx,
    city,
    latitude,
    longitude,
    address,
    catIdx,
    catCount,
    createdAt,
  };
}
