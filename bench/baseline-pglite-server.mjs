// The start-up yardstick: a bare Node process that opens embedded PGlite on an existing data directory (with
// the extension the app loads) and answers one HTTP request from it, GET /api/health, with `SELECT 1`.
// What this machine needs to start any server on that data; the app's start-up is read against it.
// Usage: DATA_DIR=<existing PGlite data dir> PORT=3900 node bench/baseline-pglite-server.mjs
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

const db = await PGlite.create(process.env.DATA_DIR, { extensions: { btree_gist } });
const server = createServer((req, res) => {
  db.query('SELECT 1 AS ok').then(
    ({ rows }) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: rows[0].ok === 1 ? 'ok' : 'unknown' }));
    },
    () => {
      res.writeHead(500);
      res.end();
    },
  );
});
server.listen(Number(process.env.PORT || 3900), '127.0.0.1');
const stop = async () => {
  server.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
