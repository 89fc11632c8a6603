// The slot function alone: one master × 30 days and a salon of 25 masters × 30 days merged for
// "any master", on realistic busy data, in this process (bench/slots.mjs). Goals: < 1 ms and < 10 ms.
import { log } from '../runner/util.mjs';

async function once(results) {
  log('  slot function (one master and a 25-master salon, 30 days)...');
  const { runSlotsBench } = await import('../slots.mjs');
  results.slotFunction = runSlotsBench({ iterations: 2000 });
}

function verdict(ms, goal) {
  return ms < goal ? 'ok' : 'MISS';
}

function report(results) {
  const r = results.slotFunction;
  if (!r) return [];
  return [
    `Slot function, 1 master × 30 days (${r.single.slots} slots, ${r.single.busy} busy): median ${r.single.medianMs} ms, ` +
      `p99 ${r.single.p99Ms} ms (goal < ${r.goals.singleMs} ms: ${verdict(r.single.p99Ms, r.goals.singleMs)})`,
    `Slot function, ${r.anyMaster.masters} masters × 30 days + any-master merge: median ${r.anyMaster.medianMs} ms, ` +
      `p99 ${r.anyMaster.p99Ms} ms (goal < ${r.goals.anyMasterMs} ms: ${verdict(r.anyMaster.p99Ms, r.goals.anyMasterMs)}); first call ${r.firstCallMs} ms`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'slot-function', skipFlag: 'skip-slot-function', once, report };
