/**
 * Whose bookings a person's numbers and client base are made of: a resolved "view". Plain data, so the
 * report, the client base, the exports and the weekly digest read the same bookings for the same person.
 *
 * - An owner or admin: their organization (every master's bookings there, or one master's).
 * - An organization master: their own bookings in that organization; notes are the organization's.
 * - An independent master: their own bookings outside organizations; notes are their own.
 */
/** A view's zone when nothing else names one (a master without a schedule outside organizations). */
export const DEFAULT_VIEW_ZONE = 'Europe/Moscow';

export interface BusinessView {
  kind: 'organization' | 'master';
  /** The organization whose bookings are read; null: an independent master's bookings outside any. */
  organizationId: number | null;
  /** Only these masters' bookings; null: all of the organization's. */
  masterIds: number[] | null;
  /** Local dates are dates of this zone (the organization's, or the master's own). */
  timeZone: string;
  /** Who keeps the private notes and tags on clients. */
  notesOwner: { organizationId: number; masterId: null } | { organizationId: null; masterId: number };
}

/**
 * Rows that never were bookings of the business: an unpaid hold that lapsed (`expired`, shown to nobody
 * but its client) and a payment whose time was taken meanwhile (`payment_conflict`: the client picks
 * another time and the deposit moves there, or it is refunded). They count nowhere: not in the report,
 * the client base or the exports. A hold still being paid (`awaiting_payment`) is a booking, like a
 * planned one.
 */
const NOT_BOOKINGS = `'expired', 'payment_conflict'`;

/**
 * The bookings of a view as a condition on booking row `a`; `org` and `masters` are SQL parameters
 * (an int and an int[]) the caller binds with viewParams. Three shapes, each using an index on
 * appointments: (organization_id, starts_at) or (master_id, starts_at).
 */
export function viewBookingsSql(view: BusinessView, a: string, org: string, masters: string): string {
  return `${viewRowsSql(view, a, org, masters)} AND ${a}.status NOT IN (${NOT_BOOKINGS})`;
}

function viewRowsSql(view: BusinessView, a: string, org: string, masters: string): string {
  if (view.organizationId === null)
    return `${a}.master_id = ANY(${masters}::int[]) AND ${a}.organization_id IS NULL AND ${org}::int IS NULL`;
  if (view.masterIds === null) return `${a}.organization_id = ${org}::int AND ${masters}::int[] IS NULL`;
  return `${a}.organization_id = ${org}::int AND ${a}.master_id = ANY(${masters}::int[])`;
}

/** The values of the two parameters of viewBookingsSql, in order. */
export const viewParams = (view: BusinessView): [number | null, number[] | null] => [
  view.organizationId,
  view.masterIds,
];

/**
 * A client of a business over booking row `a`: 'u:<user id>' for a registered client, else 'p:<digits of
 * the phone>' for a manual booking (a leading 8 of a Russian 11-digit number read as 7, so '8 916…' and
 * '+7 916…' are one client); null when neither is known. Kept on the booking as a generated column
 * (migration 1764230000000), so grouping by client parses no phone.
 */
export const CLIENT_KEY_SQL = (a: string): string => `${a}.client_key`;

/**
 * The kept per-client rows (client_stats, see its migration) of a view's client base as a condition on
 * row `s`, with the parameters of viewParams ($1 organization, $2 masters): an organization's own rows
 * (master 0) when the view is all of it, else its one master's rows there (organization 0: outside
 * organizations). A client base of several masters does not occur (BusinessViewService narrows to one).
 */
export function viewClientRowsSql(view: BusinessView, s: string): string {
  if ((view.masterIds?.length ?? 0) > 1) throw new Error('a client base of several masters is not kept');
  return `${s}.organization_id = COALESCE($1::int, 0) AND ${s}.master_id = COALESCE(($2::int[])[1], 0)`;
}

/** The kept per-master rows of the view's masters (as viewBookingsSql chooses bookings) on row `s`. */
export function viewMasterClientRowsSql(view: BusinessView, s: string): string {
  if (view.organizationId === null)
    return `${s}.organization_id = 0 AND ${s}.master_id = ANY($2::int[]) AND $1::int IS NULL`;
  if (view.masterIds === null) return `${s}.organization_id = $1::int AND ${s}.master_id <> 0 AND $2::int[] IS NULL`;
  return `${s}.organization_id = $1::int AND ${s}.master_id = ANY($2::int[])`;
}

/** The kept per-master, per-day rows (booking_days) of the view's bookings (as viewBookingsSql) on row `k`. */
export function viewDayRowsSql(view: BusinessView, k: string): string {
  if (view.organizationId === null)
    return `${k}.organization_id = 0 AND ${k}.master_id = ANY($2::int[]) AND $1::int IS NULL`;
  if (view.masterIds === null) return `${k}.organization_id = $1::int AND $2::int[] IS NULL`;
  return `${k}.organization_id = $1::int AND ${k}.master_id = ANY($2::int[])`;
}
