// The yardstick: the public master page served by a bare Fastify handler with one hand-written query
// through `pg` (same database, same pool size as the app, the same JSON as GET /api/public/master/:link gives without
// a payment provider, deposits null),
// a named prepared statement as the app's own is: the fastest way to ask.
// Usage: DATABASE_URL=... PORT=3901 node bench/baseline-server.mjs
import { bareServer } from './lib/bare-server.mjs';

const { app, pool, listen } = bareServer();

const SQL = `
  SELECT u.id, u.first_name, u.last_name, COALESCE(mp.custom_category, mp.category) AS category, mp.specialization,
         mp.address, mp.latitude, mp.longitude, mp.about, u.phone, u.email, NULL::json AS organization,
         COALESCE((SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'description', s.description,
                                                     'duration_minutes', s.duration_minutes, 'price', s.price::float8,
                                                     'deposit', NULL)
                                   ORDER BY s.name, s.id)
                     FROM services s WHERE s.master_id = u.id AND s.organization_id IS NULL), '[]'::json) AS services,
         CASE WHEN st.reviews_count >= 3 THEN round(st.rating_sum::numeric / st.reviews_count, 1)::float8 END AS rating,
         COALESCE(st.reviews_count, 0) AS reviews_count
    FROM master_profiles mp JOIN users u ON u.id = mp.user_id
    LEFT JOIN review_stats st ON st.subject = 'master' AND st.subject_id = u.id
   WHERE mp.deep_link = $1 AND NOT u.is_blocked`;

app.get('/api/public/master/:link', async (req, reply) => {
  const { rows } = await pool.query({ name: 'public_master', text: SQL, values: [req.params.link] });
  if (!rows[0]) return reply.code(404).send({ detail: 'Мастер не найден' });
  return rows[0];
});

await listen();
