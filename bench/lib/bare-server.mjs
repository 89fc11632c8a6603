// The bare yardsticks' common part (bench/baseline-*.mjs): a Fastify app and a pg pool the size of the
// app's, listening on PORT, closed on SIGTERM / SIGINT.
import Fastify from 'fastify';
import pg from 'pg';

/** The app and pool to add routes to; call `listen()` once they are added. */
export function bareServer() {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = Fastify({ logger: false });
  const listen = async () => {
    await app.listen({ port: Number(process.env.PORT || 3901), host: '127.0.0.1' });
    console.log('baseline ready');
    const stop = async () => {
      await app.close();
      await pool.end();
      process.exit(0);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  };
  return { app, pool, listen };
}
