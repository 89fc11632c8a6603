// Two instances, one sender: two outbox workers with their own leader elections on one new
// PostgreSQL database against the fake Bot API, the lead cut halfway (bench/cluster-sender.cjs, in its own
// process). Goals: no 1 s window over 30 messages, a sustained ~25/s, nothing sent twice, 1 s per chat.
import { run } from '../lib/proc.mjs';
import { options } from '../runner/options.mjs';
import { log, ok } from '../runner/util.mjs';

async function once(results) {
  const messages = options.quick ? 150 : 600;
  log(`  cluster sender: ${messages} messages, two instances, the leader cut halfway...`);
  const out = await run(process.execPath, ['bench/cluster-sender.cjs', '--messages', String(messages), '--json'], {
    timeoutMs: 180_000,
  });
  results.clusterSender = JSON.parse(out.trim().split('\n').pop());
}

function report(results) {
  const r = results.clusterSender;
  if (!r) return [];
  const g = r.goals;
  return [
    `Sender, ${r.instances} instances on one database, ${r.messages} messages: ${r.achievedPerSecond} msg/s overall ` +
      `(${r.medianPerSecond} in a median second, goal >= ${g.minSustainedPerSecond}), at most ${r.maxPerSecondWindow} ` +
      `in any 1 s (goal <= ${g.maxPerSecond}): ${ok(r.maxPerSecondWindow <= g.maxPerSecond && r.medianPerSecond >= g.minSustainedPerSecond)}`,
    `Sender hand-over: senders ${r.sendersBeforeCut.join(',')} then ${r.sendersAfterCut.join(',')}, pause ${r.longestPauseMs} ms; ` +
      `${r.sent} sent, ${r.duplicates} twice, ${r.undelivered} left (exactly once: ${ok(r.duplicates === 0 && r.undelivered === 0)}); ` +
      `per chat >= ${r.minPerChatGapMs} ms apart (goal ${g.perChatGapMs}: ${ok(r.minPerChatGapMs === null || r.minPerChatGapMs >= g.perChatGapMs - 50)})`,
  ];
}

/** @type {import('./index.mjs').BenchSection} */
export default { name: 'cluster-sender', skipFlag: 'skip-cluster-sender', once, report };
