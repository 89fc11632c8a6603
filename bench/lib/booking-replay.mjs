// Moving one captured booking's statement values to another booking (bench/baseline-booking-replay-server.mjs):
// the captured ids become the new ones, timestamps near the captured start move by the same step.
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const NEAR_MS = 8 * 86_400_000; // a week around it: the slot engine reads the days about a booking
const TRANSACTION = /^\s*(start transaction|begin|commit|rollback|savepoint|release)\b/i;

/**
 * Moves one value at a time from the `sample` booking to `to` ({ masterId, serviceId, clientId, startsAt,
 * appointmentId }); `to.appointmentId` may be set later (it is read on each call).
 */
const HOUR_MS = 3_600_000;

export function moverFor(sample, to) {
  const delta = Date.parse(to.startsAt) - Date.parse(sample.startsAt);
  const pairs = () =>
    [
      [sample.masterId, to.masterId],
      [sample.serviceId, to.serviceId],
      [sample.clientId, to.clientId],
      [sample.telegramId, to.telegramId],
      [sample.appointmentId, to.appointmentId],
    ].filter(([from, next]) => from !== null && from !== undefined && next !== null && next !== undefined);
  const id = (v) => pairs().find(([from]) => String(from) === String(v))?.[1];
  const shift = (iso) => {
    const t = Date.parse(iso);
    return Math.abs(t - Date.parse(sample.startsAt)) <= NEAR_MS ? new Date(t + delta).toISOString() : iso;
  };
  const shiftDay = (day) => {
    const t = Date.parse(`${day}T12:00:00Z`);
    return Math.abs(t - Date.parse(sample.startsAt)) <= NEAR_MS ? new Date(t + delta).toISOString().slice(0, 10) : day;
  };
  const inText = (s) => {
    let out = s.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/g, shift);
    for (const [from, next] of pairs())
      out = out.replace(new RegExp(`(?<![\\d.])${from}(?![\\d.])`, 'g'), String(next));
    return out;
  };
  const move = (v) => {
    if (typeof v === 'number' && v > 1e12 && Math.abs(v - Date.parse(sample.startsAt)) <= NEAR_MS) return v + delta;
    if (typeof v === 'number') return id(v) === undefined ? v : Number(id(v));
    if (typeof v !== 'string') return v;
    if (/^\d+$/.test(v)) return id(v) === undefined ? v : String(id(v));
    if (ISO.test(v)) return shift(v);
    if (DAY_ONLY.test(v)) return shiftDay(v);
    return /^[[{]/.test(v) ? inText(v) : v;
  };
  /** The captured `values` of one statement, moved. */
  return (values) => (values ?? []).map((v) => (Array.isArray(v) ? v.map(move) : move(v)));
}

/** Waits until the API has sent no statement for half a second (the load's last answers are done). */
async function quiet(counter) {
  const count = async () => (await (await fetch(counter)).json()).queries;
  let last = await count();
  for (let i = 0; i < 60; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await count();
    if (now === last) return now;
    last = now;
  }
  throw new Error('the API kept sending statements for 30 s after the load');
}

/**
 * The statements' mover for the k-th replayed booking: independent masters and clients taken in turn, one
 * hour later each time every master has had one (`fromMs`, a whole hour, is the first start). Gives the
 * mover and its target (whose appointmentId the caller sets once the INSERT answered).
 */
export function kthBookingMover(sample, data, k, fromMs) {
  const m = data.independent[k % data.independent.length];
  const c = data.clients[k % data.clients.length];
  const to = {
    masterId: m.id,
    serviceId: m.serviceId,
    clientId: c.id,
    telegramId: c.telegram_id,
    startsAt: new Date(fromMs + Math.floor(k / data.independent.length) * HOUR_MS).toISOString(),
    appointmentId: null,
  };
  return { to, move: moverFor(sample, to) };
}

/**
 * One more booking through the API (the query counter preloaded into it, nothing else running), and its
 * statements as the replay server's template: `{ statements, sample, clients }`.
 */
export async function captureBooking({ base, counter, headers, telegramId, clientId, clients, body }) {
  const before = await quiet(counter);
  const res = await fetch(`${base}/api/appointments`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await res.json();
  if (res.status !== 201) throw new Error(`capturing a booking: HTTP ${res.status} ${JSON.stringify(answer)}`);
  // the booking's own statements: those naming its people, and transaction control (a background job's
  // statements, e.g. the exports sweep, name none of them)
  const own = new Set([telegramId, clientId, body.master_id].map(String));
  const statements = (await (await fetch(`${counter}since/${before}`)).json())
    .filter((s) => TRANSACTION.test(s.text) || (s.values ?? []).some((v) => own.has(String(v))))
    .map((s) => ({ text: s.text, values: s.values, ...(s.name ? { name: s.name } : {}) }));
  return {
    statements,
    sample: {
      masterId: body.master_id,
      serviceId: body.service_id,
      clientId,
      telegramId,
      startsAt: body.starts_at,
      appointmentId: answer.id,
    },
    clients,
  };
}
