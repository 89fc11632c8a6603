// Preloaded into the API process by the bench (node --require ./bench/count-queries.cjs dist/src/main.js)
// to see SQL without touching the app: every pg Client#query is counted and the latest statements are
// kept (text + parameters). A tiny side server on BENCH_COUNTER_PORT answers GET / with the running total
// and GET /since/<n> with the statements after number n. The bench sends requests one at a time and reads
// the counter before and after, so the difference is the SQL of that one request.
'use strict';
const http = require('node:http');
const pg = require('pg');

let count = 0;
const recent = []; // [{ n, text, values, name? }]
const KEEP = 200;

const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, values, ...rest) {
  count++;
  const text = typeof config === 'string' ? config : config && config.text;
  const params = Array.isArray(values) ? values : config && Array.isArray(config.values) ? config.values : [];
  if (typeof text === 'string') {
    // a named prepared statement keeps its name (the booking yardstick sends it the same way)
    const name = config && typeof config === 'object' && typeof config.name === 'string' ? config.name : undefined;
    recent.push({ n: count, text, values: params, ...(name ? { name } : {}) });
    if (recent.length > KEEP) recent.shift();
  }
  return original.call(this, config, values, ...rest);
};

const port = Number(process.env.BENCH_COUNTER_PORT || 0);
if (port) {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    const m = /^\/since\/(\d+)/.exec(req.url || '');
    if (m) {
      const from = Number(m[1]);
      res.end(JSON.stringify(recent.filter((q) => q.n > from)));
      return;
    }
    res.end(JSON.stringify({ queries: count, rss: process.memoryUsage().rss }));
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
