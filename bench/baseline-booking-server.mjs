// The booking yardstick: POST /api/appointments served by a bare Fastify handler with one hand-written
// INSERT through `pg` (same database, same table with its no-overlap constraint, foreign keys and triggers,
// same pool size as the app, a named prepared statement): no sign-in, no validation, no slot check, no
// notices. What this machine gives a booking write at all; the API's figures are read against it.
// Usage: DATABASE_URL=... PORT=3901 CLIENT_ID=<users.id> node bench/baseline-booking-server.mjs
import { bareServer } from './lib/bare-server.mjs';

const { app, pool, listen } = bareServer();
const clientId = Number(process.env.CLIENT_ID);

const SQL = `
  INSERT INTO appointments (master_id, client_id, service_id, client_name, client_phone, starts_at, ends_at,
                            occupied_until, status, price, created_by, created_at, updated_at)
  VALUES ($1, $2, $3, 'Бенч', '+79161234567', $4::timestamptz, $4::timestamptz + interval '1 hour',
          $4::timestamptz + interval '1 hour', 'planned', 1000, $2, now(), now())
  ON CONFLICT DO NOTHING
  RETURNING id`;

app.get('/ready', async () => ({ ok: true }));

app.post('/api/appointments', async (req, reply) => {
  const { master_id: masterId, service_id: serviceId, starts_at: startsAt } = req.body;
  const { rows } = await pool.query({ name: 'book', text: SQL, values: [masterId, clientId, serviceId, startsAt] });
  if (!rows[0]) return reply.code(409).send({ detail: 'Это время уже занято', code: 'slot_taken' });
  return reply.code(201).send({ id: rows[0].id });
});

await listen();
