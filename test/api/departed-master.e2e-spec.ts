import { AppointmentChangesService } from '../../src/appointments/appointment-changes.service';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { dispatchAgendas } from '../../src/reminders/agenda-dispatch';
import { makeAppointment, makeMember, makeService, Made } from '../factories';
import { auth, createTestApp, TestApp } from '../support/test-app';
import {
  appointmentRow,
  book,
  client,
  independentMaster,
  noticesAbout,
  NOW,
  salon,
  Salon,
  setNow,
} from './appointments-support';
import { pathOf } from './calendar-feed-support';

const NOT_FOUND = { detail: 'Запись не найдена', code: 'appointment_not_found' };
const WEEK = 'from=2026-12-01&to=2026-12-07';

/**
 * A master who leaves an organization (or is blocked there) keeps nothing of its bookings: not their
 * clients' names and phones, not the .ics files, not the right to move, cancel or mark them. The bookings
 * stay with the organization, whose owner and admins still see, move and cancel them.
 */
describe('a master who left the organization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webappUrl: 'https://app.example.test' });
  });
  beforeEach(() => setNow(t, NOW));
  afterAll(() => t.close());

  const as = (who: Made) => auth(who.tg);
  const leave = (who: Made) =>
    t.http.delete('/api/additional-roles/remove-role/organization_master').set(as(who)).expect(200);

  /** A salon whose master has a client's booking on Wednesday 10:00 and a visit yesterday, then leaves. */
  async function departed(): Promise<{ s: Salon; c: Made; id: number; pastId: number; feed: string }> {
    const s = await salon(t.db);
    const c = await client(t.db, { firstName: 'Ольга', phone: '+79161230001' });
    const res = await book(t, c, {
      master_id: s.master.user.id,
      service_id: s.service.id,
      starts_at: '2026-12-02T10:00:00+03:00',
    });
    expect(res.status).toBe(201);
    const past = await makeAppointment(t.db, {
      masterId: s.master.user.id,
      organizationId: s.owner.org.id,
      clientId: c.user.id,
      serviceId: s.service.id,
      startsAt: new Date('2026-11-30T10:00:00+03:00'),
    });
    // while a member, the master sees the booking everywhere
    const before = await t.http.get(`/api/appointments/calendar?${WEEK}`).set(as(s.master)).expect(200);
    expect(before.body.appointments.map((a: { id: number }) => a.id)).toContain(res.body.id);
    const feed = (await t.http.get('/api/calendar-feed').set(as(s.master)).expect(200)).body.url as string;
    await leave(s.master);
    return { s, c, id: res.body.id as number, pastId: past.id, feed };
  }

  it('no longer reads the calendar, the .ics files or the feed of its bookings', async () => {
    const { s, id, feed } = await departed();
    const cal = await t.http.get(`/api/appointments/calendar?${WEEK}`).set(as(s.master));
    expect(cal.status).toBe(403);
    expect(JSON.stringify(cal.body)).not.toContain('+79161230001');
    await t.http.get(`/api/appointments/${id}/ics`).set(as(s.master)).expect(404, NOT_FOUND);
    await t.http.get(`/api/appointments/${id}/ics-link`).set(as(s.master)).expect(404, NOT_FOUND);
    const old = await t.http.get(pathOf(feed));
    expect(old.status).toBe(404);
    expect(old.text).not.toContain('Ольга');
    await t.http.get('/api/calendar-feed').set(as(s.master)).expect(403);
  });

  it('may not move (not even to 03:00), cancel or mark its bookings; nothing changes', async () => {
    const { s, id, pastId } = await departed();
    const before = await appointmentRow(t.db, id);
    await t.http
      .post(`/api/appointments/${id}/reschedule`)
      .set(as(s.master))
      .send({ starts_at: '2026-12-03T03:00:00+03:00' })
      .expect(404, NOT_FOUND);
    await t.http.post(`/api/appointments/${id}/cancel`).set(as(s.master)).send({}).expect(404, NOT_FOUND);
    await t.http
      .post(`/api/appointments/${pastId}/status`)
      .set(as(s.master))
      .send({ status: 'completed' })
      .expect(404, NOT_FOUND);
    expect(await appointmentRow(t.db, id)).toEqual(before);
    expect((await appointmentRow(t.db, pastId)).status).toBe('planned');
  });

  it('may not book a client by hand with the organization', async () => {
    const { s } = await departed();
    const res = await t.http.post('/api/appointments/manual').set(as(s.master)).send({
      master_id: s.master.user.id,
      service_id: s.service.id,
      starts_at: '2026-12-03T12:00:00+03:00',
      client_name: 'Гость',
      client_phone: '+79161112233',
    });
    expect(res.status).toBe(404);
  });

  it("as an independent master too, keeps their own bookings and loses only the organization's", async () => {
    const s = await salon(t.db);
    const own = await independentMaster(t.db);
    // the independent master also worked in the salon
    await makeMember(t.db, s.owner.org, 'master', own);
    const c = await client(t.db, { phone: '+79161230002' });
    const inSalon = await makeAppointment(t.db, {
      masterId: own.user.id,
      organizationId: s.owner.org.id,
      clientId: c.user.id,
      serviceId: s.service.id,
      startsAt: new Date('2026-12-02T12:00:00+03:00'),
    });
    const mine = await makeAppointment(t.db, {
      masterId: own.user.id,
      clientId: c.user.id,
      serviceId: own.service.id,
      startsAt: new Date('2026-12-02T15:00:00+03:00'),
    });
    const feed = (await t.http.get('/api/calendar-feed').set(as(own)).expect(200)).body.url as string;
    await t.http.delete('/api/additional-roles/remove-role/organization_master').set(as(own)).expect(200);

    const cal = await t.http.get(`/api/appointments/calendar?${WEEK}`).set(as(own)).expect(200);
    expect(cal.body.appointments.map((a: { id: number }) => a.id)).toEqual([mine.id]);
    expect(cal.body.organizations).toEqual([]);
    const ics = await t.http.get(pathOf(feed)).expect(200);
    expect(ics.text).toContain(`appointment-${mine.id}@`);
    expect(ics.text).not.toContain(`appointment-${inSalon.id}@`);
    await t.http.get(`/api/appointments/${mine.id}/ics`).set(as(own)).expect(200);
    await t.http.get(`/api/appointments/${inSalon.id}/ics`).set(as(own)).expect(404);
  });

  it("'s daily agenda lists none of the organization's bookings", async () => {
    const { s, id } = await departed();
    await t.db.query(`UPDATE master_schedules SET agenda_time = '08:00' WHERE master_id = $1`, [s.master.user.id]);
    await t.db.query(
      `INSERT INTO master_agendas (master_id, next_due_at) VALUES ($1, '2026-12-02T05:00:00Z')
       ON CONFLICT (master_id) DO UPDATE SET next_due_at = EXCLUDED.next_due_at`,
      [s.master.user.id],
    );
    const notifications = t.app.get(NotificationsService);
    await t.db.transaction((m) => dispatchAgendas(m, notifications, Date.parse('2026-12-02T08:30:00+03:00'), 1000));
    const [agenda]: { payload: { items: { appointment_id: number }[] } }[] = await t.db.query(
      `SELECT payload FROM outbox_messages WHERE user_id = $1 AND kind = 'master_agenda'`,
      [s.master.user.id],
    );
    expect(agenda.payload.items.map((i) => i.appointment_id)).not.toContain(id);
    expect(agenda.payload.items).toEqual([]);
  });

  it('leaves the bookings with the organization: its owner sees, moves and cancels them; the master is not told', async () => {
    const { s, c, id } = await departed();
    const cal = await t.http
      .get(`/api/appointments/calendar?${WEEK}&master_id=${s.master.user.id}`)
      .set(as(s.owner))
      .expect(200);
    expect(cal.body.appointments.map((a: { id: number }) => a.id)).toEqual([id]);
    const all = await t.http.get(`/api/appointments/calendar?${WEEK}`).set(as(s.admin)).expect(200);
    expect(all.body.appointments.map((a: { id: number }) => a.id)).toContain(id);

    await t.http
      .post(`/api/appointments/${id}/reschedule`)
      .set(as(s.admin))
      .send({ starts_at: '2026-12-02T11:00:00+03:00' })
      .expect(200);
    await t.http.post(`/api/appointments/${id}/cancel`).set(as(s.owner)).send({}).expect(200);
    const told = (await noticesAbout(t.db, id)).filter((n) => n.kind !== 'appointment_booked');
    expect(told.map((n) => n.user_id)).toContain(c.user.id);
    expect(told.map((n) => n.user_id)).not.toContain(s.master.user.id);
  });

  it("a client's «Приду» under a reminder tells the organization's owner and admins, not the master who left", async () => {
    const { s, c, id } = await departed();
    const changes = t.app.get(AppointmentChangesService);
    const r = await changes.confirmVisit(c.user, id);
    expect(r.changed).toBe(true);
    const told = await noticesAbout(t.db, id, 'appointment_confirmed_by_client');
    expect(told.map((n) => n.user_id).sort()).toEqual([s.owner.user.id, s.admin.user.id].sort());
  });

  it("no longer reads or answers the reviews of the organization's bookings; the owner still answers", async () => {
    const { s, c, pastId } = await departed();
    const review = await t.http
      .post(`/api/appointments/${pastId}/review`)
      .set(as(c))
      .send({ rating: 4, text: 'Хорошо' })
      .expect(201);
    await t.http.get(`/api/appointments/${pastId}/review`).set(as(s.master)).expect(403);
    await t.http.post(`/api/reviews/${review.body.id}/reply`).set(as(s.master)).send({ text: 'Спасибо' }).expect(403);
    const mine = await t.http.get('/api/reviews/my').set(as(s.master)).expect(200);
    expect(mine.body.items).toEqual([]);
    const reply = await t.http
      .post(`/api/reviews/${review.body.id}/reply`)
      .set(as(s.owner))
      .send({ text: 'Спасибо за визит' })
      .expect(200);
    expect(reply.body.reply.text).toBe('Спасибо за визит');
  });

  it('a master blocked in the organization is treated the same until unblocked', async () => {
    const s = await salon(t.db);
    const service = await makeService(t.db, { organizationId: s.owner.org.id }, { name: 'Педикюр' });
    const c = await client(t.db);
    const a = await makeAppointment(t.db, {
      masterId: s.master.user.id,
      organizationId: s.owner.org.id,
      clientId: c.user.id,
      serviceId: service.id,
      startsAt: new Date('2026-12-02T12:00:00+03:00'),
    });
    const block = (v: boolean) =>
      t.db.query(`UPDATE organization_members SET is_blocked = $1 WHERE user_id = $2`, [v, s.master.user.id]);
    await block(true);
    await t.http.get(`/api/appointments/calendar?${WEEK}`).set(as(s.master)).expect(403);
    await t.http.get(`/api/appointments/${a.id}/ics`).set(as(s.master)).expect(404);
    await t.http.post(`/api/appointments/${a.id}/cancel`).set(as(s.master)).send({}).expect(404);
    await block(false);
    const cal = await t.http.get(`/api/appointments/calendar?${WEEK}`).set(as(s.master)).expect(200);
    expect(cal.body.appointments.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });
});
