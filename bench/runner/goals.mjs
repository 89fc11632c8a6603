// The speed goals as ratios against a yardstick measured in the same run (an absolute figure on a shared
// 2-core machine says more about the machine than the code), each printed with its goal and a mark.
import { round } from './util.mjs';

/** Each goal: what is measured, against what, and the bound the ratio must keep. */
export const RATIO_GOALS = Object.freeze({
  publicPage: { label: 'public master page / bare Fastify+pg handler (throughput)', op: '≥', goal: 0.85 },
  booking: { label: 'POST /api/appointments / bare INSERT (throughput)', op: '≥', goal: 0.5 },
  slots: { label: 'slots for 30 days / public master page (throughput)', op: '≥', goal: 0.5 },
  calendarWire: { label: 'salon calendar week on the wire (KB)', op: '≤', goal: 80 },
  searchText: { label: 'search with q / public master page (throughput)', op: '≥', goal: 0.5 },
  searchMap: { label: 'search map / public master page (throughput)', op: '≥', goal: 0.5 },
  calendarTail: { label: 'salon calendar week, one connection: p99 / p50', op: '≤', goal: 3 },
  initialJs: { label: 'mini app initial JS (KiB gzip)', op: '≤', goal: 120 },
  usable: { label: 'mini app time to usable, slowest page, splash minimum set aside (ms)', op: '<', goal: 800 },
  pgliteStartup: { label: 'start-up on an existing embedded database (ms)', op: '<', goal: 1000 },
  searchWorst: {
    label: 'worst search (30 words, free_on) / a search with q never asked before (latency p50)',
    op: '≤',
    goal: 10,
  },
  recurringSlots: {
    label: 'slots for 30 days with 10 recurring series / the same master without (throughput)',
    op: '≥',
    goal: 0.8,
  },
  recurringSql: { label: 'slots with 10 recurring series / without: SQL statements per request', op: '=', goal: 1 },
  externalBusySlots: {
    label: 'slots for 30 days with 500 outside busy times / the same master without (throughput)',
    op: '≥',
    goal: 0.8,
  },
  clientList: {
    label: 'client base, first 50 by last visit / public master page (throughput)',
    op: '≥',
    goal: 0.3,
  },
  statisticsReport: { label: 'statistics report for 30 days / public master page (throughput)', op: '≥', goal: 0.3 },
  bookingSame: {
    label: 'POST /api/appointments / bare handler sending the same statements (throughput)',
    op: '≥',
    goal: 0.85,
  },
  usableRatio: {
    label: 'mini app time to usable, slowest screen / the bare page with its answers',
    op: '≤',
    goal: 1.5,
  },
  startupRatio: { label: 'start-up on embedded PGlite / a bare process on the same data', op: '≤', goal: 1.3 },
});

/** The recurring-blocks section's two reads of the same master (its endpoint entries). */
export const RECURRING = Object.freeze({
  without: 'slots 30 days, before the series',
  with: 'slots 30 days +10 recurring series',
});

const ratio = (a, b) => (typeof a === 'number' && typeof b === 'number' && b > 0 ? round(a / b, 2) : null);
/** A line's median latency; none when no request was answered in its time (autocannon then reports 0). */
const p50 = (e) => (e?.requests > 0 ? e.p50 : null);

/** The slowest page's time to usable without the splash minimum; null when a page never became usable. */
function slowestUsable(pages) {
  if (!pages?.length) return null;
  const times = pages.map((p) => p.usableSplashMinServedMs);
  return times.some((t) => typeof t !== 'number') ? null : Math.max(...times);
}

/** The largest ratio of a screen's time to usable (splash minimum set aside) to its bare page's. */
function worstUsableRatio(pages) {
  if (!pages?.length) return null;
  const ratios = pages.map((p) => p.usableRatioToBare);
  return ratios.some((r) => typeof r !== 'number') ? null : Math.max(...ratios);
}

/** The measured value of each goal from a run's results (null where the run has no figure). */
export function measuredGoals(results) {
  const big = results.scales?.length ? results.scales[results.scales.length - 1] : null;
  const endpoints = big?.endpoints ?? {};
  const booking = results.booking;
  const wire = booking?.calendar?.wire;
  return {
    publicPage: big?.ratioToBare ?? null,
    booking: ratio(booking?.book?.rps, booking?.bookBare?.rps),
    slots: ratio(endpoints['public-master/slots 30 days']?.rps, endpoints['public-master']?.rps),
    calendarWire: wire?.status === 200 ? round(wire.bytes / 1024, 1) : null,
    searchText: ratio(endpoints['search?q']?.rps, endpoints['public-master']?.rps),
    searchMap: ratio(endpoints['search/map']?.rps, endpoints['public-master']?.rps),
    calendarTail: ratio(booking?.calendarOne?.p99, booking?.calendarOne?.p50),
    initialJs: results.webapp?.sizes?.initialJsGzipKiB ?? null,
    usable: slowestUsable(results.webapp?.pages),
    pgliteStartup: results.startup?.pgliteExistingMs ?? null,
    searchWorst: ratio(p50(endpoints['search worst q+free_on']), p50(endpoints['search?q each new'])),
    recurringSlots: big?.recurringBlocks?.ratio ?? null,
    recurringSql: ratio(endpoints[RECURRING.with]?.queries, endpoints[RECURRING.without]?.queries),
    externalBusySlots: big?.externalBusy?.ratio ?? null,
    // the statistics section measures its own public page beside them, in the same server
    clientList: ratio(results.statistics?.clients?.rps, results.statistics?.page?.rps),
    statisticsReport: ratio(results.statistics?.report?.rps, results.statistics?.page?.rps),
    bookingSame: ratio(booking?.book?.rps, booking?.bookSame?.rps),
    usableRatio: worstUsableRatio(results.webapp?.pages),
    startupRatio: results.startup?.pgliteRatioToBare ?? null,
  };
}

/** 'pass', 'MISS', or 'no figure' when the run did not measure it. */
export function mark(value, { op, goal }) {
  if (value === null || value === undefined) return 'no figure';
  const met = { '≥': value >= goal, '≤': value <= goal, '<': value < goal, '=': value === goal }[op];
  return met ? 'pass' : 'MISS';
}

/** One report line: "<label>: 0.73 (goal ≥ 0.85) MISS". */
export function goalLine(goal, value) {
  return `  ${goal.label}: ${value ?? '—'} (goal ${goal.op} ${goal.goal}) ${mark(value, goal)}`;
}

/** The block the closing report prints: every goal, its measured value and its mark. */
export function goalLines(results) {
  const measured = measuredGoals(results);
  return [
    'Goals as ratios measured in this run:',
    ...Object.entries(RATIO_GOALS).map(([key, goal]) => goalLine(goal, measured[key])),
  ];
}
