import type { DataSource } from 'typeorm';
import type { AppointmentStatus } from '../../src/appointments/entities/appointment.entity';
import { makeAppointment, type Made } from '../factories';
import { auth, type TestApp } from '../support/test-app';

/** Shared pieces of the review tests (test/api/reviews*.e2e-spec.ts). */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** A finished visit of `client` with `master`: it ended `endedAgoMs` before `nowMs`. */
export async function visit(
  db: DataSource,
  o: {
    masterId: number;
    clientId: number | null;
    serviceId?: number | null;
    organizationId?: number | null;
    nowMs: number;
    endedAgoMs?: number;
    status?: AppointmentStatus;
  },
): Promise<number> {
  const endsAt = new Date(o.nowMs - (o.endedAgoMs ?? HOUR));
  const a = await makeAppointment(
    db,
    {
      masterId: o.masterId,
      clientId: o.clientId,
      serviceId: o.serviceId ?? null,
      organizationId: o.organizationId ?? null,
      startsAt: new Date(endsAt.getTime() - HOUR),
      endsAt,
    },
    o.status ?? 'completed',
  );
  return a.id;
}

export const postReview = (t: TestApp, who: Made, id: number, body: object) =>
  t.http.post(`/api/appointments/${id}/review`).set(auth(who.tg)).send(body);

export const putReview = (t: TestApp, who: Made, id: number, body: object) =>
  t.http.put(`/api/appointments/${id}/review`).set(auth(who.tg)).send(body);

export const getReview = (t: TestApp, who: Made, id: number) =>
  t.http.get(`/api/appointments/${id}/review`).set(auth(who.tg));

export const deleteReview = (t: TestApp, who: Made, id: number) =>
  t.http.delete(`/api/appointments/${id}/review`).set(auth(who.tg));

export const reply = (t: TestApp, who: Made, reviewId: number, text: unknown) =>
  t.http.post(`/api/reviews/${reviewId}/reply`).set(auth(who.tg)).send({ text });

export const report = (t: TestApp, who: Made, reviewId: number, body: object = {}) =>
  t.http.post(`/api/reviews/${reviewId}/report`).set(auth(who.tg)).send(body);

export async function reviewCount(db: DataSource): Promise<number> {
  const [r]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM reviews`);
  return r.n;
}
