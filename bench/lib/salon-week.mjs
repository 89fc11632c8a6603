// A salon's busy week for the calendar benches: 8 one-hour bookings a master a day for 7 days from
// `fromMs` (10:00..18:00 UTC), every other one by a registered client, the rest typed in by staff.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Inserts the week on client `c` (pg); `masterIds` work in organization `orgId` and do `serviceId`. */
export async function insertSalonWeek(c, { orgId, serviceId, fromMs, masterIds, clientId }) {
  await c.query(
    `INSERT INTO appointments (master_id, client_id, organization_id, service_id, client_name, client_phone,
                               starts_at, ends_at, occupied_until, price, created_by)
     SELECT m, CASE WHEN h % 2 = 0 THEN $5::int END, $1, $2, 'Гость', '+79161112233',
            to_timestamp(($3::float8 + d * ${DAY} + (10 + h) * ${HOUR}) / 1000),
            to_timestamp(($3::float8 + d * ${DAY} + (11 + h) * ${HOUR}) / 1000),
            to_timestamp(($3::float8 + d * ${DAY} + (11 + h) * ${HOUR}) / 1000), 2000, $5::int
       FROM unnest($4::int[]) m, generate_series(0, 6) d, generate_series(0, 7) h`,
    [orgId, serviceId, fromMs, masterIds, clientId],
  );
}
