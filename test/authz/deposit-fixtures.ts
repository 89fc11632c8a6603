import type { World } from '../support/world';
import { orgBooking } from './appointment-fixtures';

/** Targets of the deposit rows in the authorization table: a booking whose 500 ₽ deposit was paid. */

let lastId = 0;

export async function paidDepositBooking(w: World): Promise<number> {
  const id = await orgBooking(w, 1);
  await w.db.query(
    `INSERT INTO appointment_deposits (appointment_id, amount, status, telegram_payment_charge_id, paid_at)
     VALUES ($1, 500, 'paid', $2, now())`,
    [id, `matrix-${id}`],
  );
  lastId = id;
  return id;
}

/** What a refused mark must leave alone: the last target's deposit state. */
export async function lastDepositState(w: World): Promise<unknown> {
  return w.db.query(`SELECT status FROM appointment_deposits WHERE appointment_id = $1`, [lastId]);
}
