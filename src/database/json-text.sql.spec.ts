import type { PGlite } from '@electric-sql/pglite';
import { PGLITE_SNAPSHOT_ENV } from '../../test/support/test-db';
import { openPGlite } from './data-source-options';
import { JSON_FLOAT8 } from './json-text.sql';

/** Coordinates and other doubles around the points where PostgreSQL's and JavaScript's notations part. */
const DOUBLES = [
  0,
  -0,
  1,
  -1,
  90,
  -180,
  55.75222345678912,
  -179.99999999999997,
  1500.5,
  99999999.99,
  0.1 + 0.2,
  1e-4,
  0.00012,
  -0.0001,
  0.00009999999999999999,
  0.00001234,
  -0.00005,
  1e-5,
  1.5e-6,
  1e-6,
  9.99e-7,
  -5e-7,
  1.5e-7,
  1e-7,
  1.2345678901234567e-8,
  1e-10,
  5e-324,
  123456789012345.6,
];

describe('JSON_FLOAT8', () => {
  let pg: PGlite;
  beforeAll(async () => {
    // the run's migrated snapshot (test/support/global-setup.ts): loading it is cheaper than an initdb
    pg = await openPGlite(undefined, process.env[PGLITE_SNAPSHOT_ENV]);
  }, 60000);
  afterAll(() => pg.close());

  it('writes each double as JSON.stringify does, tiny ones and minus zero included', async () => {
    const { rows } = await pg.query<{ text: string }>(
      `SELECT ${JSON_FLOAT8('x')} AS text FROM unnest($1::float8[]) WITH ORDINALITY AS t(x, n) ORDER BY n`,
      [DOUBLES],
    );
    expect(rows.map((r) => r.text)).toEqual(DOUBLES.map((x) => JSON.stringify(x)));
    // a bound -0 arrives as 0: written in the statement instead
    const odd = await pg.query<{ zero: string; none: string }>(
      `SELECT ${JSON_FLOAT8(`'-0'::float8`)} AS zero, ${JSON_FLOAT8('NULL::float8')} AS none`,
    );
    expect(odd.rows).toEqual([{ zero: '0', none: 'null' }]);
  });
});
