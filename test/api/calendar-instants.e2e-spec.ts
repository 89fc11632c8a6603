import { Client } from 'pg';
import { INSTANT_MARK, writeInstants } from '../../src/appointments/calendar-instants';
import { formatInstant } from '../../src/time-core/zone';
import { openPGlite } from '../../src/database/data-source-options';
import { adminUrl, PGLITE_SNAPSHOT_ENV } from '../support/test-db';

/**
 * The calendar's instants: the mark the database leaves (INSTANT_MARK), written by Node (writeInstants),
 * is formatInstant's JSON text of that instant in that zone, on both database engines, whatever tz data
 * the engine carries.
 */

const ZONES = [
  'UTC',
  'Europe/Moscow',
  'Europe/Berlin', // DST, +01:00 / +02:00
  'America/New_York', // DST, negative
  'America/St_Johns', // negative half hour, DST
  'Asia/Kolkata', // half hour
  'Asia/Kathmandu', // 45 minutes
  'Pacific/Chatham', // +12:45 / +13:45
  'Australia/Lord_Howe', // DST of 30 minutes
  'Pacific/Kiritimati', // +14:00
  'Pacific/Pago_Pago', // -11:00
  'America/Sao_Paulo',
  'Asia/Vladivostok',
  'Etc/GMT+3',
];

const at = (iso: string) => Date.parse(iso);
/** One piece of marked text as Node writes it. */
const written = (text: string) => writeInstants([text]).toString();
const SECOND = 1000;
const HOUR = 3_600_000;

/** Both sides of each DST change of Berlin and New York in 2026, to the second and the millisecond. */
const CHANGES = ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-03-08T07:00:00Z', '2026-11-01T06:00:00Z'];
const AROUND_CHANGES = CHANGES.flatMap((c) =>
  [-HOUR, -SECOND, -1, 0, 1, 999, SECOND, 30 * 60_000, HOUR].map((d) => at(c) + d),
);

/** Every 7 h 37 min 13.789 s (any hour of the day, with milliseconds) through 2026; every ~23 days since 2000. */
const STEP = 27_433_789;
const SPREAD = [
  ...Array.from({ length: 1150 }, (_, i) => at('2026-01-01T00:00:00Z') + i * STEP),
  ...Array.from({ length: 600 }, (_, i) => at('2000-01-01T00:00:00Z') + i * STEP * 71),
];
const EDGES = [0, -1, at('1969-12-31T23:59:59.500Z'), at('2026-12-01T06:00:00.999Z'), at('2037-12-31T23:59:59.999Z')];
const INSTANTS = [...AROUND_CHANGES, ...SPREAD, ...EDGES];

/** [zone, instant, marked text] for every zone and instant, as the database writes them. */
const SQL = `
  SELECT z, i, ${INSTANT_MARK('t', 'z')} AS text
    FROM unnest($1::text[]) z, unnest($2::timestamptz[]) WITH ORDINALITY AS u(t, i)`;

interface Row {
  z: string;
  i: number | string;
  text: string | null;
}

interface Engine {
  query(sql: string, params: unknown[]): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

async function postgres(): Promise<Engine> {
  const c = new Client({ connectionString: adminUrl(), connectionTimeoutMillis: 5000 });
  await c.connect();
  return { query: (sql, params) => c.query<Row>(sql, params), close: () => c.end() };
}

async function pglite(): Promise<Engine> {
  // the run's migrated snapshot (test/support/global-setup.ts): loading it is cheaper than an initdb
  const db = await openPGlite(undefined, process.env[PGLITE_SNAPSHOT_ENV]);
  return {
    query: (sql, params) => db.query<Row>(sql, params),
    close: () => db.close(),
  };
}

describe.each([
  ['PostgreSQL', postgres],
  ['embedded PGlite', pglite],
])('calendar instants on %s', (_name, open) => {
  let db: Engine;
  beforeAll(async () => {
    db = await open();
  }, 60_000);
  afterAll(() => db?.close());

  /** Each (zone, instant) as the marked text written by Node, next to formatInstant's JSON text. */
  async function compare(zones: string[], instants: number[]): Promise<{ ours: string[]; node: string[] }> {
    const { rows } = await db.query(SQL, [zones, instants.map((ms) => new Date(ms).toISOString())]);
    const instant = (r: Row) => instants[Number(r.i) - 1];
    const label = (r: Row) => `${r.z} ${new Date(instant(r)).toISOString()}`;
    const ours = rows.map((r) => `${label(r)} ${written(r.text!)}`);
    const node = rows.map((r) => `${label(r)} ${JSON.stringify(formatInstant(instant(r), r.z))}`);
    return { ours, node };
  }

  it('DST changes, half-hour, 45-minute, negative and +14 offsets, UTC, milliseconds, 1969', async () => {
    const { ours, node } = await compare(ZONES, INSTANTS);
    expect(ours).toHaveLength(ZONES.length * INSTANTS.length);
    expect(ours).toEqual(node);
  });

  it('known texts', async () => {
    const one = async (iso: string, zone: string) =>
      JSON.parse(
        written(
          (await db.query(`SELECT ${INSTANT_MARK('$1::timestamptz', '$2::text')} AS text`, [iso, zone])).rows[0].text!,
        ),
      ) as string | null;
    expect(await one('2026-12-01T06:00:00.999Z', 'Europe/Moscow')).toBe('2026-12-01T09:00:00+03:00');
    expect(await one('2026-12-01T06:00:00Z', 'UTC')).toBe('2026-12-01T06:00:00+00:00');
    expect(await one('2026-12-01T06:00:00Z', 'Asia/Kathmandu')).toBe('2026-12-01T11:45:00+05:45');
    expect(await one('2026-12-01T06:00:00Z', 'America/St_Johns')).toBe('2026-12-01T02:30:00-03:30');
    expect(await one('2026-03-29T00:59:59Z', 'Europe/Berlin')).toBe('2026-03-29T01:59:59+01:00');
    expect(await one('2026-03-29T01:00:00Z', 'Europe/Berlin')).toBe('2026-03-29T03:00:00+02:00');
    expect(await one('2026-11-01T05:30:00Z', 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
    expect(await one('2026-11-01T06:30:00Z', 'America/New_York')).toBe('2026-11-01T01:30:00-05:00');
    expect(await one(null as unknown as string, 'UTC')).toBeNull();
  });

  // The offsets are Node's (ICU) only: PGlite 0.5.16's tz data and Node 20's (tz 2025c) disagree about late
  // 2026 in British Columbia and Alberta (permanent summer time) and Morocco (Ramadan days), and the
  // calendar must say what every other answer of the app says.
  it("every zone Intl knows, in 2025 and 2026 (late 2026 too, where the engines' tz data differ)", async () => {
    const instants = [
      '2025-01-15T12:34:56.789Z',
      '2025-10-01T18:00:00Z',
      '2026-07-15T03:00:00Z',
      '2026-11-20T12:00:00Z',
      '2026-12-24T18:30:00Z',
    ].map(at);
    const { ours, node } = await compare(Intl.supportedValuesOf('timeZone'), instants);
    expect(ours).toEqual(node);
  });
});
