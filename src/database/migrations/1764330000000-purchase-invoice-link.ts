import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoice link a plan purchase was made with: asking again for the same plan while that purchase is
 * open answers with the same link, instead of one more purchase and one more link per tap.
 */
export class PurchaseInvoiceLink1764330000000 implements MigrationInterface {
  name = 'PurchaseInvoiceLink1764330000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE billing_purchases ADD COLUMN invoice_url varchar`);
    await q.query(
      `CREATE INDEX billing_purchases_open_idx ON billing_purchases (account_id, plan) WHERE status = 'pending'`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX billing_purchases_open_idx`);
    await q.query(`ALTER TABLE billing_purchases DROP COLUMN invoice_url`);
  }
}
