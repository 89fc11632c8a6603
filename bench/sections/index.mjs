// The bench's sections, in the order they run and report. A new measurement is one module here that
// default-exports a BenchSection, plus its line in SECTIONS; the runner (bench/run.mjs, runner/scale.mjs)
// calls its hooks and prints its report lines.
import auth from './auth.mjs';
import booking from './booking.mjs';
import clusterSender from './cluster-sender.mjs';
import recurringBlocks from './recurring-blocks.mjs';
import sessions from './sessions.mjs';
import externalBusy from './external-busy.mjs';
import reminders from './reminders.mjs';
import endpoints from './endpoints.mjs';
import goals from './goals.mjs';
import startup from './startup.mjs';
import statistics from './statistics.mjs';
import exportsSection from './exports.mjs';
import slotFunction from './slot-function.mjs';
import webapp from './webapp.mjs';

/**
 * @typedef {object} ScaleContext  what a per-scale hook gets
 * @property {number} scale
 * @property {boolean} isLast      the largest scale (the last in --scale)
 * @property {string} databaseUrl  the seeded PostgreSQL database of this scale
 * @property {object} seed         seed:demo's summary (users, links and codes to try; see src/database/seed/summary.ts)
 * @property {{ pid: number, startupMs: number }} server  the API under test (only while it runs)
 * @property {object} out          this scale's entry of results.scales (endpoints, startup, RSS, ...)
 * @property {object} results      everything the run writes to bench-results/<time>.json
 *
 * @typedef {object} BenchSection
 * @property {string} name
 * @property {string} [skipFlag]        --<skipFlag> leaves the section out (listed by --help)
 * @property {boolean} [lastScaleOnly]  per-scale hooks run at the largest scale only
 * @property {(ctx: ScaleContext) => Promise<void>} [withServer]   per scale, while the API runs (port 3900)
 * @property {(ctx: ScaleContext) => Promise<void>} [afterServer]  per scale, after the API stopped
 * @property {(results: object) => Promise<void>} [once]           once, after every scale (no API running)
 * @property {(results: object) => string[]} [report]              its lines of the closing report
 */

/** @type {BenchSection[]} (the report follows this order) */
export const SECTIONS = [
  endpoints,
  recurringBlocks,
  sessions,
  externalBusy,
  auth,
  booking,
  statistics,
  exportsSection,
  reminders,
  startup,
  webapp,
  slotFunction,
  clusterSender,
  goals,
];
