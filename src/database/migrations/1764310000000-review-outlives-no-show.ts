import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A no-show mark no longer silences the client's review, nor keeps their deposit.
 *
 * A review can only be written once the visit is over; a no-show mark that comes after it is the master's
 * word against the client's, and the master gains from it (a bad review gone from the page). So the mark
 * leaves the review visible and src/reviews sends it to the super admin's moderation (a report, with the
 * client told in the chat) instead. Taking a mark back still shows a review an older mark hid.
 *
 * The deposit of such a booking stays `paid` (counting towards the price, as for a visit that took place)
 * instead of becoming `retained`: the mark alone does not decide the money while the client's review says
 * they came. A no-show without a review retains it as before.
 *
 * Reviews already written of bookings that never became visits are hidden (the rule now refuses them).
 */
export class ReviewOutlivesNoShow1764310000000 implements MigrationInterface {
  name = 'ReviewOutlivesNoShow1764310000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION appointments_mark_review_no_show() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status <> 'no_show' THEN
          UPDATE reviews SET visit_no_show = false WHERE appointment_id = NEW.id AND visit_no_show;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(depositFollows(`NOT EXISTS (SELECT 1 FROM reviews r WHERE r.appointment_id = NEW.id)`));
    // reviews the older rule let through on bookings that never became visits (a hold left unpaid, paid
    // for a time taken): off the public pages, in the moderator's hidden list, where they can be restored
    await q.query(`
      UPDATE reviews r SET hidden = true FROM appointments a
       WHERE a.id = r.appointment_id AND a.status IN ('awaiting_payment', 'expired', 'payment_conflict')
         AND NOT r.hidden`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION appointments_mark_review_no_show() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE reviews SET visit_no_show = (NEW.status = 'no_show') WHERE appointment_id = NEW.id;
        RETURN NULL;
      END $$`);
    await q.query(depositFollows('true'));
  }
}

/** appointments_deposit_follows (migration 1764260000000), a no-show retaining the deposit when `retains`. */
const depositFollows = (retains: string) => `
  CREATE OR REPLACE FUNCTION appointments_deposit_follows() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    late boolean;
  BEGIN
    IF NEW.status = 'cancelled' THEN
      late := NEW.cancelled_by = 'client' AND NEW.cancelled_at >= NEW.starts_at - make_interval(hours => COALESCE(
                (SELECT ms.cancel_cutoff_hours FROM master_schedules ms WHERE ms.master_id = NEW.master_id), 3));
      UPDATE appointment_deposits
         SET status = CASE WHEN late THEN 'retained' ELSE 'refund_due' END, updated_at = NEW.updated_at
       WHERE appointment_id = NEW.id AND status = 'paid';
    ELSIF NEW.status = 'no_show' AND ${retains} THEN
      UPDATE appointment_deposits SET status = 'retained', updated_at = NEW.updated_at
       WHERE appointment_id = NEW.id AND status = 'paid';
    END IF;
    RETURN NULL;
  END $$`;
