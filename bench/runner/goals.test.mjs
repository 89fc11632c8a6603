// node --test bench/runner/goals.test.mjs: the goal lines the bench prints, on made-up results.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { goalLines, mark, measuredGoals, RATIO_GOALS, RECURRING } from './goals.mjs';

const results = {
  scales: [
    { endpoints: { 'public-master': { rps: 100 } } },
    {
      ratioToBare: 0.86,
      endpoints: { 'public-master': { rps: 1000 }, 'public-master/slots 30 days': { rps: 400 } },
    },
  ],
  booking: {
    book: { rps: 453 },
    bookBare: { rps: 1996 },
    bookSame: { rps: 500 },
    calendar: { wire: { status: 200, bytes: 70 * 1024 } },
    calendarOne: { p50: 20, p99: 70 },
  },
  webapp: {
    sizes: { initialJsGzipKiB: 97.8 },
    pages: [
      { usableSplashMinServedMs: 640, usableRatioToBare: 1.6 },
      { usableSplashMinServedMs: 910, usableRatioToBare: 1.2 },
    ],
  },
  startup: { pgliteExistingMs: 950, pgliteRatioToBare: 1.25 },
};

test('each goal is measured against its yardstick from the largest scale', () => {
  assert.deepEqual(measuredGoals(results), {
    publicPage: 0.86,
    booking: 0.23,
    slots: 0.4,
    calendarWire: 70,
    searchText: null,
    searchMap: null,
    calendarTail: 3.5,
    initialJs: 97.8,
    usable: 910,
    pgliteStartup: 950,
    searchWorst: null,
    recurringSlots: null,
    recurringSql: null,
    externalBusySlots: null,
    clientList: null,
    statisticsReport: null,
    bookingSame: 0.91,
    usableRatio: 1.6,
    startupRatio: 1.25,
  });
});

test('the yardsticks of the same run: same-statements booking, bare page per screen, bare PGlite process', () => {
  const lines = goalLines(results);
  assert.deepEqual(lines.slice(-3), [
    '  POST /api/appointments / bare handler sending the same statements (throughput): 0.91 (goal ≥ 0.85) pass',
    '  mini app time to usable, slowest screen / the bare page with its answers: 1.6 (goal ≤ 1.5) MISS',
    '  start-up on embedded PGlite / a bare process on the same data: 1.25 (goal ≤ 1.3) pass',
  ]);
  const unmeasured = { webapp: { pages: [{ usableRatioToBare: null }] } };
  assert.equal(measuredGoals(unmeasured).usableRatio, null);
});

test('time to usable is the slowest page, and none when a page never became usable', () => {
  const pages = [{ usableSplashMinServedMs: 500 }, { usableSplashMinServedMs: null }];
  assert.equal(measuredGoals({ ...results, webapp: { pages } }).usable, null);
  const lines = goalLines(results);
  assert.equal(lines[7], '  salon calendar week, one connection: p99 / p50: 3.5 (goal ≤ 3) MISS');
  assert.equal(
    lines[9],
    '  mini app time to usable, slowest page, splash minimum set aside (ms): 910 (goal < 800) MISS',
  );
  assert.equal(lines[10], '  start-up on an existing embedded database (ms): 950 (goal < 1000) pass');
});

test('the worst search is measured against a text search never asked before by latency', () => {
  const endpoints = {
    'search?q each new': { p50: 8, requests: 90 },
    'search worst q+free_on': { p50: 60, requests: 20 },
  };
  const withSearch = { ...results, scales: [{ ...results.scales[1], endpoints }] };
  assert.equal(measuredGoals(withSearch).searchWorst, 7.5);
  assert.equal(
    goalLines(withSearch).find((l) => l.startsWith('  worst search')),
    '  worst search (30 words, free_on) / a search with q never asked before (latency p50): 7.5 (goal ≤ 10) pass',
  );
});

test('a worst search that no request finished in its time has no figure, not a latency of 0', () => {
  const endpoints = {
    'search?q each new': { p50: 1181, requests: 81 },
    'search worst q+free_on': { p50: 0, requests: 0 },
  };
  const withSearch = { ...results, scales: [{ ...results.scales[1], endpoints }] };
  assert.equal(measuredGoals(withSearch).searchWorst, null);
  assert.match(
    goalLines(withSearch).find((l) => l.startsWith('  worst search')),
    /: — \(goal ≤ 10\) no figure$/,
  );
});

test('a line says the ratio, its goal and whether it passes', () => {
  const lines = goalLines(results);
  assert.equal(lines[1], '  public master page / bare Fastify+pg handler (throughput): 0.86 (goal ≥ 0.85) pass');
  assert.equal(lines[2], '  POST /api/appointments / bare INSERT (throughput): 0.23 (goal ≥ 0.5) MISS');
  assert.equal(lines[3], '  slots for 30 days / public master page (throughput): 0.4 (goal ≥ 0.5) MISS');
  assert.equal(lines[4], '  salon calendar week on the wire (KB): 70 (goal ≤ 80) pass');
});

test('an upper bound passes at or under it; a missing figure is neither pass nor miss', () => {
  assert.equal(mark(80, RATIO_GOALS.calendarWire), 'pass');
  assert.equal(mark(80.1, RATIO_GOALS.calendarWire), 'MISS');
  assert.equal(mark(null, RATIO_GOALS.publicPage), 'no figure');
  assert.equal(mark(1000, RATIO_GOALS.pgliteStartup), 'MISS');
  assert.equal(mark(999, RATIO_GOALS.pgliteStartup), 'pass');
  assert.match(goalLines({ scales: [] })[1], /: — \(goal ≥ 0\.85\) no figure$/);
});

test('slots with 10 recurring series: throughput against the same master without them, and equal SQL', () => {
  const big = (withQueries) => ({
    recurringBlocks: { ratio: 0.83 },
    endpoints: { [RECURRING.without]: { rps: 900, queries: 1 }, [RECURRING.with]: { rps: 750, queries: withQueries } },
  });
  const equal = { ...results, scales: [results.scales[0], big(1)] };
  assert.equal(measuredGoals(equal).recurringSlots, 0.83);
  const lines = goalLines(equal);
  assert.equal(
    lines[12],
    '  slots for 30 days with 10 recurring series / the same master without (throughput): 0.83 (goal ≥ 0.8) pass',
  );
  assert.equal(lines[13], '  slots with 10 recurring series / without: SQL statements per request: 1 (goal = 1) pass');
  const grown = goalLines({ ...results, scales: [big(2)] });
  assert.equal(grown[13], '  slots with 10 recurring series / without: SQL statements per request: 2 (goal = 1) MISS');
  assert.equal(mark(0.79, RATIO_GOALS.recurringSlots), 'MISS');
  assert.match(goalLines(results)[13], /: — \(goal = 1\) no figure$/);
});

test('the client base and the report are measured against the public page of their own run', () => {
  const statistics = { page: { rps: 1000 }, report: { rps: 310 }, clients: { rps: 250 } };
  const goals = measuredGoals({ ...results, statistics });
  assert.equal(goals.clientList, 0.25);
  assert.equal(goals.statisticsReport, 0.31);
  assert.equal(mark(goals.clientList, RATIO_GOALS.clientList), 'MISS');
  assert.equal(mark(goals.statisticsReport, RATIO_GOALS.statisticsReport), 'pass');
});
