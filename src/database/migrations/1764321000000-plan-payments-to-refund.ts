import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * billing_payments.refund_due: a payment kept on record but applied to nothing, to be given back (a second,
 * different payment of a plan purchase that was already paid: the plan is paid once). The super admin sees
 * it in the payments list and refunds it; its refund leaves the plan as it is.
 */
export class PlanPaymentsToRefund1764321000000 implements MigrationInterface {
  name = 'PlanPaymentsToRefund1764321000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_payments ADD COLUMN refund_due boolean NOT NULL DEFAULT false`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_payments DROP COLUMN refund_due`);
  }
}
