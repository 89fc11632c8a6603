// Each per-request line at every scale of the run, as its share of the public master page's throughput at
// that scale (the page the ratio goals are read against), beside its growth: mean latency at the
// largest scale over the smallest. With `--scale 0.1,1,10` a line that holds as a business grows keeps its
// ratio from column to column; one that reads whole histories falls.
import { pad, round } from '../runner/util.mjs';

const PAGE = 'public-master';
const BARE = 'bare fastify+pg (public-master)';

/** The report lines (none with a single scale, or when no scale measured the public master page). */
export function scaleRatioLines(results) {
  const scales = results.scales ?? [];
  if (scales.length < 2 || !scales.some((s) => s.endpoints?.[PAGE]?.rps)) return [];
  const first = scales[0];
  const last = scales[scales.length - 1];
  const names = Object.keys(last.endpoints ?? {}).filter((n) => n !== PAGE && n !== BARE);
  const head =
    pad('endpoint / public master page', 34) +
    scales.map((s) => pad(`@${s.scale}`, 9, true)).join('') +
    pad('growth', 8, true);
  const lines = [
    '',
    `Throughput as a share of the public master page at each scale, and growth @${first.scale}→@${last.scale}:`,
    head,
  ];
  lines.push('-'.repeat(head.length));
  for (const name of names) {
    const ratios = scales.map((s) => {
      const e = s.endpoints?.[name];
      const page = s.endpoints?.[PAGE];
      return e?.status === 200 && e.rps && page?.rps ? round(e.rps / page.rps, 2) : null;
    });
    const a = first.endpoints?.[name];
    const b = last.endpoints?.[name];
    const growth = a?.avg && b?.avg ? `${round(b.avg / a.avg, 2)}x` : '—';
    lines.push(pad(name, 34) + ratios.map((r) => pad(r ?? '—', 9, true)).join('') + pad(growth, 8, true));
  }
  return lines;
}
