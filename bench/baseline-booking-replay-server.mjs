// The fair booking yardstick: POST /api/appointments served by a bare Fastify handler that sends PostgreSQL
// the very statements one API booking sent (their SQL text in order, transaction statements included),
// captured by the query counter (bench/count-queries.cjs), with the captured values moved to this request:
// its master, service and client, its hour (every timestamp within eight days of the captured start moves by
// the same step), and the new booking's id once the appointments INSERT has returned it. Nothing is decided
// on the answers (no sign-in check, no slot engine, no notices built in JS): what the same SQL costs when
// Node does nothing else. A statement that fails rolls back and answers 409, as a taken slot would.
// Usage: DATABASE_URL=... PORT=3901 TEMPLATE=<file.json> node bench/baseline-booking-replay-server.mjs
// (the template: { statements: [{ text, values, name? }], sample: { masterId, serviceId, clientId, telegramId,
// startsAt, appointmentId }, clients: { [telegramId]: userId } }, written by bench/sections/booking.mjs)
import { readFileSync } from 'node:fs';
import { bareServer } from './lib/bare-server.mjs';
import { moverFor } from './lib/booking-replay.mjs';

const { app, pool, listen } = bareServer();
const template = JSON.parse(readFileSync(process.env.TEMPLATE, 'utf8'));

app.get('/ready', async () => ({ ok: true }));

app.post('/api/appointments', async (req, reply) => {
  const { master_id: masterId, service_id: serviceId, starts_at: startsAt } = req.body;
  const init = new URLSearchParams(String(req.headers['x-telegram-init-data'] ?? ''));
  const telegramId = JSON.parse(init.get('user') ?? '{}').id ?? null;
  const clientId = template.clients[telegramId] ?? template.sample.clientId;
  const to = { masterId, serviceId, startsAt, clientId, telegramId, appointmentId: null };
  const move = moverFor(template.sample, to);
  const client = await pool.connect();
  let inTransaction = false;
  try {
    for (const s of template.statements) {
      const values = move(s.values);
      // a statement the API sent by name (a prepared statement) goes by the same name
      const { rows } = await client.query(
        s.name ? { name: s.name, text: s.text, values } : s.text,
        s.name ? undefined : values,
      );
      if (/^\s*(start transaction|begin)\b/i.test(s.text)) inTransaction = true;
      if (/^\s*(commit|rollback)\b/i.test(s.text)) inTransaction = false;
      if (to.appointmentId === null && /^\s*insert\s+into\s+"?appointments"?/i.test(s.text) && rows?.[0]?.id) {
        to.appointmentId = rows[0].id;
      }
    }
  } catch {
    if (inTransaction) await client.query('ROLLBACK').catch(() => undefined);
    return reply.code(409).send({ detail: 'Это время уже занято', code: 'slot_taken' });
  } finally {
    client.release();
  }
  return reply.code(201).send({ id: to.appointmentId });
});

await listen();
