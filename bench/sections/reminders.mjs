// Reminder scheduling at the largest scale, on the seeded database after the API stopped:
// 100k bookings with reminders planned by the database's triggers, then the runner's claim of due
// reminders (bench/reminders.mjs): one indexed query, goal median < 5 ms, and its plan an index scan.
import { reminderReport, runRemindersBench } from '../reminders.mjs';
import { log } from '../runner/util.mjs';

async function afterServer({ databaseUrl, results }) {
  log('  reminders: 100k bookings with reminders, then the due-reminder claim...');
  const { plan, ...figures } = await runRemindersBench(databaseUrl);
  results.reminders = { ...figures, plan: plan.split('\n') };
  log(`    median ${figures.medianMs} ms, p99 ${figures.p99Ms} ms, index scan: ${figures.indexScan}`);
}

function report(results) {
  return results.reminders ? reminderReport(results.reminders) : [];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'reminders', skipFlag: 'skip-reminders', lastScaleOnly: true, afterServer, report };
