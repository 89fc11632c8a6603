// Preloaded into the API process by the bench (node --require ./bench/count-queries.cjs dist/src/main.js)
// to see SQL without touching the app: every pg Client#query is counted and the latest statements are
// kept (text + parameters). A tiny side server on BENCH_COUNTER_PORT answers GET / with the running total
// and GET /since/<n> with the statements after number n. The bench sends requests one at a time and reads
// the counter before and after, so the difference is the SQL of that one request.
'use strict';
const http = require('node:http');
const pg = require('pg');

let count = 0;
// the latest KEEP statements in a ring (slot n % KEEP holds statement n): nothing allocated or shifted per
// statement, so the counted server pays next to nothing for it under load beside the bare yardsticks
const KEEP = 200;
const texts = new Array(KEEP).fill(null);
const params = new Array(KEEP).fill(null);
const names = new Array(KEEP).fill(undefined);

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, ...rest) {
  const slot = ++count % KEEP;
  const text = typeof config === 'string' ? config : config && config.text;
  texts[slot] = typeof text === 'string' ? text : null;
  params[slot] = Array.isArray(values) ? values : config && Array.isArray(config.values) ? config.values : null;
  // a named prepared statement keeps its name (the booking yardstick sends it the same way)
  names[slot] = config && typeof config === 'object' && typeof config.name === 'string' ? config.name : undefined;
  return original.call(this, config, values, ...rest);
};

/** The kept statements after number `from`, oldest first: [{ n, text, values, name? }]. */
function since(from) {
  const out = [];
  for (let n = Math.max(from + 1, count - KEEP + 1); n <= count; n++) {
    const slot = n % KEEP;
    if (texts[slot] === null) continue;
    out.push({ n, text: texts[slot], values: params[slot] ?? [], ...(names[slot] ? { name: names[slot] } : {}) });
  }
  return out;
}

const port = Number(process.env.BENCH_COUNTER_PORT || 0);
if (port) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const m = /^\/since\/(\d+)/.exec(req.url || '');
    if (m) {
      const from = Number(m[1]);
      res.end(JSON.stringify(since(from)));
      return;
    }
    res.end(JSON.stringify({ queries: count, rss: process.memoryUsage().rss }));
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
