// The endpoints section's part of the closing report: one row per endpoint with SQL, DB time, throughput,
// latency and growth from the smallest to the largest scale, then the yardstick ratio and memory.
import { options, TARGETS } from '../runner/options.mjs';
import { ok, pad, round } from '../runner/util.mjs';
import { scaleRatioLines } from './scale-ratios.mjs';

function header(small, big) {
  const S = small ? `@${small.scale}` : '';
  const B = `@${big.scale}`;
  return (
    `${pad('endpoint', 34)}${pad('SQL', 4, true)}` +
    (small ? `${pad(`DBms${S}`, 10, true)}` : '') +
    `${pad(`DBms${B}`, 9, true)}` +
    (small ? `${pad(`req/s${S}`, 11, true)}${pad('p50', 5, true)}${pad('p99', 5, true)}` : '') +
    `${pad(`req/s${B}`, 10, true)}${pad('p50', 5, true)}${pad('p99', 5, true)}${pad('<50ms', 6, true)}${pad('CPUµs', 7, true)}` +
    (small ? `${pad('growth', 7, true)}${pad('DBgrowth', 9, true)}` : '') +
    `${pad('RSS', 5, true)}  seq scans${B}`
  );
}

function row(name, b, s, small) {
  // growth: mean latency at the large scale over the small one (p50/p99 are whole milliseconds, too coarse)
  const growth = s && s.avg ? b.avg / s.avg : null;
  const dbGrowth = s && s.dbMs ? b.dbMs / s.dbMs : null;
  b.growth = round(growth, 2);
  b.dbGrowth = round(dbGrowth, 2);
  const x = (v) => (v === null ? null : `${round(v, 2)}x`);
  return (
    `${pad(name, 34)}${pad(b.queries, 4, true)}` +
    (small ? `${pad(s?.dbMs, 10, true)}` : '') +
    `${pad(b.dbMs, 9, true)}` +
    (small ? `${pad(s?.rps, 11, true)}${pad(s?.p50, 5, true)}${pad(s?.p99, 5, true)}` : '') +
    `${pad(b.rps, 10, true)}${pad(b.p50, 5, true)}${pad(b.p99, 5, true)}${pad(ok(b.p99 < TARGETS.p99Ms), 6, true)}${pad(b.cpuUsPerReq, 7, true)}` +
    (small ? `${pad(x(growth), 7, true)}${pad(x(dbGrowth), 9, true)}` : '') +
    `${pad(b.rssPeakMiB, 5, true)}  ${(b.seqScans ?? []).join(' ') || '-'}`
  );
}

/** Report lines; also stores each endpoint's growth and DB growth in the results. */
export function endpointsReport(results) {
  if (!results.scales.length) return [];
  const [small, big] =
    results.scales.length > 1
      ? [results.scales[0], results.scales[results.scales.length - 1]]
      : [null, results.scales[0]];
  const lines = [''];
  lines.push(
    `HTTP, ${options.connections} connections, ${options.durationS} s each; ${results.machine.cpus} CPU, Node ${process.versions.node}; ` +
      `load average before each scale: ${results.scales.map((s) => `${s.loadavg[0]} @${s.scale}`).join(', ')}`,
  );
  const head = header(small, big);
  lines.push(head);
  lines.push('-'.repeat(head.length + 10));
  for (const name of Object.keys(big.endpoints)) {
    const b = big.endpoints[name];
    if (b.status !== 200) {
      lines.push(`${pad(name, 34)} HTTP ${b.status} ${b.missing ?? ''}`.slice(0, head.length));
      continue;
    }
    lines.push(row(name, b, small?.endpoints[name], small));
  }
  lines.push('');
  const bare = big.endpoints['bare fastify+pg (public-master)'];
  const ratioOk =
    big.ratioToBare === null || big.ratioToBare === undefined ? null : big.ratioToBare >= TARGETS.ratioToBare;
  lines.push(
    `public-master vs bare Fastify+pg: ${big.ratioToBare ?? '—'} of its throughput (rounds ${big.ratioRounds?.join(', ')}; target ≥ ${TARGETS.ratioToBare}: ${ok(ratioOk)}), ` +
      `${big.cpuRatioToBare ?? '—'} by CPU per request; same JSON: ${bare?.sameResponseAsApi}`,
  );
  const slots = big.endpoints['public-master/slots 30 days'];
  const page = big.endpoints['public-master'];
  if (slots?.rps && page?.rps) {
    const share = round(slots.rps / page.rps, 2);
    lines.push(
      `public-master/slots (30 days) vs the public master page: ${share} of its throughput (target ≥ 0.5: ${ok(share >= 0.5)}), ` +
        `p99 ${slots.p99} ms (target < 20: ${ok(slots.p99 < 20)}), ${slots.queries} SQL per request (target 1-2: ${ok(slots.queries <= 2)})` +
        (slots.growth ? `, growth ${slots.growth}x from the smallest scale` : ''),
    );
    // at 50 connections p99 >= the mean wait, 50 / throughput: the page's and the bare read's p99 are the floor
    lines.push(
      `  for the p99: the public master page itself has p99 ${page.p99} ms at ${page.rps} req/s, ` +
        `the bare Fastify+pg read p99 ${bare?.p99 ?? '—'} ms at ${bare?.rps ?? '—'} req/s`,
    );
  }
  // a review list and a page with its aggregate: each at least 0.8 of the public master page's throughput
  for (const name of ['public-master/reviews', 'public-organization']) {
    const e = big.endpoints[name];
    if (!e?.rps || !page?.rps) continue;
    const share = round(e.rps / page.rps, 2);
    lines.push(
      `${name} vs the public master page: ${share} of its throughput (target ≥ 0.8: ${ok(share >= 0.8)}), ` +
        `${e.queries} SQL per request (target 1: ${ok(e.queries === 1)})`,
    );
  }
  lines.push(`RSS: idle ${big.rssIdleMiB} MiB, peak under load ${big.rssPeakUnderLoadMiB} MiB (scale ${big.scale})`);
  lines.push(...scaleRatioLines(results));
  return lines;
}
