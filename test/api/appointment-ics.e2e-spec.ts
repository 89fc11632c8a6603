import { BOOKING_MSG } from '../../src/appointments/booking-messages';
import { ICS_LINK_TTL_MS } from '../../src/calendar-feed/appointment-ics.service';
import { FEED_MSG } from '../../src/calendar-feed/feed-messages';
import { makeAppointment, makeMaster, makeService, makeUser, type Made } from '../factories';
import { makeSchedule } from '../factories/schedules';
import { auth, createTestApp, type TestApp } from '../support/test-app';
import { setNow } from './appointments-support';
import { parseIcs, pathOf } from './calendar-feed-support';

const NOW = '2026-07-01T08:00:00Z';

describe('a booking as an .ics file (GET /appointments/{id}/ics, …/ics-link, /appointments/ics/{token})', () => {
  let t: TestApp;
  let master: Made;
  let client: Made;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    const m = await makeMaster(t.db);
    await t.db.query(`UPDATE users SET first_name = 'Ольга', last_name = 'Ким', phone = '+79160000001' WHERE id = $1`, [
      m.user.id,
    ]);
    await makeSchedule(t.db, m.user.id, { timeZone: 'Europe/Berlin' });
    const service = await makeService(t.db, { masterId: m.user.id }, { name: 'Стрижка' });
    const c = await makeUser(t.db, 'client', { firstName: 'Анна', lastName: 'Смирнова', phone: '+79161234567' });
    const a = await makeAppointment(t.db, {
      masterId: m.user.id,
      clientId: c.user.id,
      serviceId: service.id,
      startsAt: new Date('2026-07-10T09:00:00+02:00'),
    });
    [master, client, id] = [m, c, a.id];
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const ics = (who: Made | null, appointmentId = id) => {
    const req = t.http.get(`/api/appointments/${appointmentId}/ics`);
    return who ? req.set(auth(who.tg)) : req;
  };

  it("its client gets one event with the master, at the booking's instant, in the master's zone", async () => {
    const res = await ics(client).expect(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${id}.ics"`);
    const { calendar, events } = parseIcs(res.text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `appointment-${id}@app.example.test`,
      summary: 'Стрижка — Ольга Ким',
      tzid: 'Europe/Berlin',
      localStart: '2026-07-10T09:00:00',
      start: '2026-07-10T07:00:00.000Z',
      end: '2026-07-10T08:00:00.000Z',
    });
    expect(events[0].description).toContain('Телефон мастера: +79160000001');
    expect(events[0].description).not.toContain('+79161234567');
  });

  it('its master gets the client and their phone', async () => {
    const [event] = parseIcs((await ics(master).expect(200)).text).events;
    expect(event.summary).toBe('Стрижка — Анна Смирнова');
    expect(event.description).toContain('Телефон: +79161234567');
    expect(event.uid).toBe(`appointment-${id}@app.example.test`);
  });

  it('anyone else: 404 as for a booking that does not exist; no init data: 401', async () => {
    const stranger = await makeUser(t.db, 'client');
    const otherMaster = await makeMaster(t.db);
    for (const who of [stranger, otherMaster]) {
      const res = await ics(who);
      expect([res.status, res.body]).toEqual([
        404,
        { detail: BOOKING_MSG.appointmentNotFound, code: 'appointment_not_found' },
      ]);
      await t.http.get(`/api/appointments/${id}/ics-link`).set(auth(who.tg)).expect(404);
    }
    await ics(client, 2_000_000_000).expect(404);
    await ics(client, 0).expect(422);
    await ics(null).expect(401);
    await t.http.get(`/api/appointments/${id}/ics-link`).expect(401);
  });

  it('a signed link serves the same file without init data for 15 minutes, then 404; a forged one 404', async () => {
    const { body } = await t.http.get(`/api/appointments/${id}/ics-link`).set(auth(client.tg)).expect(200);
    expect(body).toMatchObject({ file_name: `booking-${id}.ics`, expires_at: '2026-07-01T10:15:00+02:00' });
    expect(body.url).toMatch(new RegExp(`^https://app\\.example\\.test/api/appointments/ics/${id}\\.c\\.`));
    const res = await t.http.get(pathOf(body.url)).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-${id}.ics"`);
    expect(res.text.replace(/DTSTAMP:\S+/, '')).toBe((await ics(client).expect(200)).text.replace(/DTSTAMP:\S+/, ''));

    const forged = pathOf(body.url).replace(`/ics/${id}.c.`, `/ics/${id}.m.`);
    const refused = await t.http.get(forged);
    expect([refused.status, refused.body]).toEqual([
      404,
      { detail: FEED_MSG.icsLinkExpired, code: 'ics_link_expired' },
    ]);
    await t.http.get('/api/appointments/ics/nonsense').expect(404);

    setNow(t, Date.parse(NOW) + ICS_LINK_TTL_MS);
    await t.http.get(pathOf(body.url)).expect(404);
  });
});
