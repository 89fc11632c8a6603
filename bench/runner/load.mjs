// The load runner: autocannon against one URL, plus what the server process paid for it (CPU time per
// request, robust on a busy machine) and its peak RSS. Any section that loads an endpoint uses these.
import { load } from '../lib/load.mjs';
import { cpuMsOf, rssSampler } from '../lib/proc.mjs';
import { BASE, options } from './options.mjs';
import { log, mib, round } from './util.mjs';

/**
 * Load on `url` (or each request on `nextPath()`) for the configured duration after `warmupS` of warm-up;
 * adds cpuUsPerReq of process `pid`.
 */
export async function measuredLoad(url, headers, pid, warmupS, nextPath) {
  const { connections, durationS } = options;
  if (warmupS) await load(url, { headers, connections, durationS: warmupS, warmupS: 0, nextPath });
  const cpu0 = cpuMsOf(pid);
  const r = await load(url, { headers, connections, durationS, warmupS: 0, nextPath });
  r.cpuUsPerReq = r.requests ? round(((cpuMsOf(pid) - cpu0) * 1000) / r.requests, 0) : null;
  return r;
}

/**
 * Loads endpoint `e` ({ name, path, headers, nextPath? }) of the API, merges the figures into `r` and logs a
 * line.
 */
export async function loadEndpoint(e, r, pid) {
  const s = rssSampler(pid);
  Object.assign(r, await measuredLoad(BASE + e.path, e.headers, pid, options.warmupS, e.nextPath));
  r.rssPeakMiB = mib(s.stop());
  log(
    `  ${e.name.padEnd(30)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.queries} SQL, ` +
      `DB ${r.dbMs} ms${r.seqScans?.length ? `, seq scans ${r.seqScans.join(' ')}` : ''}${r.non2xx ? `  non-2xx ${r.non2xx}` : ''}`,
  );
}
