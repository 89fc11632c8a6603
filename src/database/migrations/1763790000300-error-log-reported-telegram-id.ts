import { MigrationInterface, QueryRunner } from 'typeorm';

/** Error log: what the client claimed as its Telegram id is kept apart from the verified one
 *  (error_logs.telegram_id is only ever set from valid init data). */
export class ErrorLogReportedTelegramId1763790000300 implements MigrationInterface {
  name = 'ErrorLogReportedTelegramId1763790000300';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE error_logs ADD COLUMN reported_telegram_id varchar`);
    await q.query(`CREATE INDEX error_logs_created_at_idx ON error_logs (created_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS error_logs_created_at_idx`);
    await q.query(`ALTER TABLE error_logs DROP COLUMN IF EXISTS reported_telegram_id`);
  }
}
