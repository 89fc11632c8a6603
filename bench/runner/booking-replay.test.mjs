// node --test bench/runner/booking-replay.test.mjs: one captured booking's values moved to another booking.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { moverFor } from '../lib/booking-replay.mjs';

const sample = {
  masterId: 102,
  serviceId: 201,
  clientId: 126,
  telegramId: 8100010005,
  startsAt: '2027-04-28T09:00:00.000Z',
  appointmentId: 3548,
};

test('ids become the new booking’s, timestamps near the start move with it, the rest stays', () => {
  const to = { masterId: 110, serviceId: 209, clientId: 300, telegramId: 8100010099 };
  to.startsAt = '2027-06-01T14:00:00.000Z';
  to.appointmentId = null;
  const move = moverFor(sample, to);
  const step = Date.parse(to.startsAt) - Date.parse(sample.startsAt);
  assert.deepEqual(
    move([102, 126, null, 201, 'Клиент', '2027-04-28T10:00:00.000Z', '2026-11-29T09:31:24.660Z', 1000, '2027-04-26']),
    [110, 300, null, 209, 'Клиент', '2027-06-01T15:00:00.000Z', '2026-11-29T09:31:24.660Z', 1000, '2027-05-30'],
  );
  assert.deepEqual(move([8100010005, 1808611200000]), [8100010099, 1808611200000 + step]);
  // the booking's id is known once its INSERT has answered; JSON payloads follow
  to.appointmentId = 9000;
  assert.deepEqual(move(['{"appointment_id":3548,"user_id":102,"at":"2027-04-28T09:00:00.000Z"}']), [
    '{"appointment_id":9000,"user_id":110,"at":"2027-06-01T14:00:00.000Z"}',
  ]);
});
