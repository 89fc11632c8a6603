// The seed itself: one set-based INSERT ... SELECT generate_series statement per table, in dependency
// order, each value derived from the row's id (see expressions.ts). Returns [name, sql] pairs run in one
// transaction.
import { CUSTOM_CATEGORIES } from './catalog';
import { expressionsFor } from './expressions';
import { CITIES, ORG_NAMES } from './places';
import { Plan, TG_BASE } from './plan';
import { referenceTablesSql } from './reference-tables';
import { reviewsSql } from './reviews';
import { groupSessionsSql } from './group-sessions';
import { schedulesSql, workdaysSql } from './schedules';
import { bookingFollowersSql, quietBookingTriggers } from './booking-followers';
import { arr, pick, SqlClock } from './sql';

export function statements(p: Plan, clock: SqlClock): [string, string][] {
  const {
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
  } = expressionsFor(p, clock);

  return [
    ['reference tables', referenceTablesSql()],

    [
      'users',
      `
      INSERT INTO users (id, telegram_id, username, language_code, first_name, last_name, phone, phone_verified, email,
                         user_type, is_blocked, created_at, updated_at)
      SELECT g, ${TG_BASE} + g,
             CASE WHEN g % 3 = 0 THEN NULL ELSE ${latinSurname('g')} || '_' || g END,
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
      INSERT INTO organizations (id, owner_id, name, description, phone, email, address, latitude, longitude, category,
                                 deep_link, created_at, updated_at)
      SELECT o, ${p.ownerFrom} + o - 1,
             k.ru || ' «' || ${pick(
               ORG_NAMES.map((x) => x[0]),
               'o * 7',
             )} || '»',
             CASE WHEN o % 4 = 0 THEN NULL ELSE k.ru || ' в городе ' || ${city('o')} || '. Работаем ежедневно с 9:00 до 21:00, запись через Telegram.' END,
             '+7' || (${arr(CITIES.map((c) => c[1]))})[${cityIdx('o')} + 1] || lpad(((o * 7919 + 1234567) % 10000000)::text, 7, '0'),
             CASE WHEN o % 3 = 0 THEN NULL ELSE 'info@' || k.lat || '-' || o || '.ru' END,
             ${address('o')}, ${latitude('o')}, ${longitude('o')},
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
      INSERT INTO master_profiles (user_id, category, custom_category, specialization, address, latitude, longitude,
                                   calendar_type, google_calendar_email, deep_link, created_at)
      SELECT u.id, c.name,
             CASE WHEN c.name = 'Другое' THEN ${pick(CUSTOM_CATEGORIES, 'u.id')} END,
             CASE WHEN u.id % 9 = 0 THEN NULL ELSE sp.name END,
             CASE WHEN u.kind = 'indep' AND u.id % 2 = 0 THEN ${address('u.id')} END,
             CASE WHEN u.kind = 'indep' AND u.id % 2 = 0 THEN ${latitude('u.id')} END,
             CASE WHEN u.kind = 'indep' AND u.id % 2 = 0 THEN ${longitude('u.id')} END,
             (ARRAY['internal','internal','internal','google','apple'])[(u.id % 5) + 1],
             CASE WHEN u.id % 5 = 3 THEN 'calendar.' || u.id || '@gmail.com' END,
             CASE WHEN u.kind = 'member' THEN NULL
                  ELSE ${latinSurname('u.id')} || CASE WHEN ${female('u.id')} THEN 'a' ELSE '' END || '-' || u.id END,
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
      UNION ALL SELECT g, 'client', NULL, ${clock.now} FROM generate_series(${p.indepFrom}, ${p.orgMasterFrom - 1}) g WHERE g % 4 = 0
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

    ['schedules', schedulesSql(clock, p.homeCity)],

    [
      'appointments',
      `
      -- every master (independent, owner-masters, organization masters) gets an equal share, each appointment
      -- inside the master's working time (seed/schedules.ts): one per working day at most, never overlapping
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
      ${workdaysSql(`(${clock.today} - ${p.pastDays})::timestamp`, p.days)}
      ${quietBookingTriggers}
      INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                                starts_at, ends_at, occupied_until, status, price, created_at)
      SELECT a.user_id, CASE WHEN a.walk_in THEN NULL ELSE cl.id END, a.org_id, sv.id,
             CASE WHEN a.walk_in THEN ${firstName('a.i')} || ' ' || ${lastName('a.i')} ELSE cl.name END,
             CASE WHEN a.walk_in THEN ${phone('a.i')} ELSE cl.phone END,
             a.starts_at, a.starts_at + make_interval(mins => least(coalesce(sv.duration_minutes, 60), 60)),
             a.starts_at + make_interval(mins => least(coalesce(sv.duration_minutes, 60), 60) + a.buffer),
             CASE WHEN a.i % 11 = 0 THEN 'cancelled'
                  WHEN a.starts_at < ${clock.now} AND a.i % 23 <> 0 THEN 'completed'
                  ELSE 'planned' END,
             sv.price,
             least(a.starts_at, ${clock.now}) - make_interval(days => (a.i % 20))
      FROM (
        SELECT i, sm.user_id, sm.org_id, coalesce(sm.org_id, -sm.user_id) AS owner_key, (i % 5 = 0) AS walk_in,
               (wd.day::timestamp + make_interval(mins => (wd.start_min + 30 * ((sm.m + 3 * (i / mc.cnt))
                  % greatest(1, (wd.end_min - wd.start_min - 60) / 30 + 1)))::int)) AT TIME ZONE wd.time_zone AS starts_at,
               ms.buffer_minutes AS buffer
        FROM generate_series(0, ${p.appointments - 1}) i
        CROSS JOIN (SELECT count(*) AS cnt FROM seed_master) mc
        JOIN seed_master sm ON sm.m = i % mc.cnt
        JOIN master_schedules ms ON ms.master_id = sm.user_id
        JOIN seed_workcount wc ON wc.user_id = sm.user_id
        -- the master's j-th of cnt appointments on working day j·n/cnt of the year: distinct days while cnt <= n
        -- (about 65 appointments per master at any scale, 180+ working days)
        JOIN seed_workday wd ON wd.user_id = sm.user_id
         AND wd.k = ((i / mc.cnt) * wc.n / ((${p.appointments - 1} - sm.m) / mc.cnt + 1)) % wc.n
      ) a
      LEFT JOIN LATERAL (SELECT id, duration_minutes, price FROM seed_svc x
                         WHERE x.owner_key = a.owner_key AND x.n = a.i % x.cnt LIMIT 1) sv ON true
      LEFT JOIN seed_client cl ON cl.n = (a.i::bigint * 7919) % (SELECT count(*) FROM seed_client);`,
    ],
    ['reminders, review asks', bookingFollowersSql],

    ['reviews', reviewsSql(clock)],
    ['group sessions', groupSessionsSql(clock)],

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
             ${clock.now} - make_interval(days => (o.id % 60) + st.n), ${clock.now} - make_interval(days => (o.id % 30))
      FROM organizations o
      CROSS JOIN (VALUES (0, 'pending'), (1, 'confirmed'), (2, 'accepted'), (3, 'rejected')) AS st(n, status);`,
    ],
  ];
}
