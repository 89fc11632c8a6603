// HTTP load with autocannon: fixed connections, fixed duration, a short warm-up first.
import http from 'node:http';
import autocannon from 'autocannon';

function once(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    // autocannon keeps no references we need; never let a stuck run hold the bench
    const guard = setTimeout(() => instance.stop(), (opts.duration + 15) * 1000);
    instance.on('done', () => clearTimeout(guard));
  });
}

/**
 * Measures one endpoint: `warmupS` at full concurrency (discarded), then `durationS` measured; with
 * `nextPath`, each request asks the path it returns.
 * Returns requests/s, latency p50/p99/avg (ms), non-2xx and errors.
 */
export async function load(url, { headers = {}, connections = 50, durationS = 8, warmupS = 1, nextPath } = {}) {
  // nextPath: each request's own path (a line whose requests differ), else every request asks `url`
  const requests = nextPath ? [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] : undefined;
  if (warmupS > 0) await once({ url, headers, connections, duration: warmupS, requests });
  const r = await once({ url, headers, connections, duration: durationS, requests });
  return {
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    avg: Math.round(r.latency.average * 100) / 100,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    throughputKBs: Math.round(r.throughput.average / 1024),
  };
}

/** One request; returns { status, body, ms }. */
export async function probe(url, headers = {}) {
  const t = performance.now();
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, bytes: Buffer.byteLength(text), ms: performance.now() - t };
}

/** One GET with node:http (fetch would decode the body): the answer's bytes as they travel. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: 10_000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 10 s`)));
    req.on('error', reject);
  });
}

/**
 * What a phone receives: the answer's size on the wire with `Accept-Encoding: br, gzip` and its encoding,
 * and the status of a repeated read carrying the ETag it got (304 when the API answers unchanged reads so).
 */
export async function wireSize(url, headers = {}) {
  const first = await rawGet(url, { ...headers, 'accept-encoding': 'br, gzip' });
  const etag = first.headers.etag;
  const repeat = etag ? await rawGet(url, { ...headers, 'accept-encoding': 'br, gzip', 'if-none-match': etag }) : null;
  return {
    status: first.status,
    bytes: first.bytes,
    encoding: first.headers['content-encoding'] ?? 'identity',
    repeatStatus: repeat?.status ?? null,
    repeatBytes: repeat?.bytes ?? null,
  };
}
