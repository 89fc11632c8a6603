// The yardstick: the public master page served by a bare Fastify handler with one hand-written query
// through `pg` (same database, same pool size as the app, same JSON shape as GET /api/public/master/:link),
// a named prepared statement as the app's own is: the fastest way to ask.
// Usage: DATABASE_URL=... PORT=3901 node bench/baseline-server.mjs
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const SQL = `
  SELECT u.id, u.first_name, u.last_name, COALESCE(mp.custom_category, mp.category) AS category, mp.specialization,
         mp.address, u.phone, u.email, NULL::json AS organization,
         COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description,
                                                     'duration_minutes', s.duration_minutes, 'price', s.price::float8)
                                   ORDER BY s.name, s.id)
                     FROM services s WHERE s.master_id = u.id AND s.organization_id IS NULL), '[]'::json) AS services
    FROM master_profiles mp JOIN users u ON u.id = mp.user_id
   WHERE mp.deep_link = $1 AND NOT u.is_blocked`;

app.get('/api/public/master/:link', async (req, reply) => {
  const { rows } = await pool.query({ name: 'public_master', text: SQL, values: [req.params.link] });
  if (!rows[0]) return reply.code(404).send({ detail: 'Мастер не найден' });
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT || 3901), host: '127.0.0.1' });
console.log('baseline ready');
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
