// Preloaded into the API process by the bench (node --require bench/count-queries.cjs dist/src/main.js)
// to count SQL round trips without touching the app: every pg Client#query is counted, and a tiny side
// server on BENCH_COUNTER_PORT answers GET / with the running total. The bench sends requests one at a
// time and reads the counter before and after, so the difference is the queries of that one request.
'use strict';
const http = require('node:http');
const pg = require('pg');

let count = 0;
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  count++;
  return original.apply(this, args);
};

const port = Number(process.env.BENCH_COUNTER_PORT || 0);
if (port) {
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ queries: count, rss: process.memoryUsage().rss }));
  });
  server.listen(port, '127.0.0.1');
  server.unref();
}
