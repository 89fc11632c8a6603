import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Calendar feeds, so a master sees their bookings in Google or Apple Calendar: one secret subscription token per
 * master. The token is the feed's only credential (calendar apps fetch the URL without init data), so it is random
 * (32 bytes, base64url) and unique; rotating it replaces the row's token, and the old URL finds nothing from then on.
 */
export class CalendarFeeds1763960000000 implements MigrationInterface {
  name = 'CalendarFeeds1763960000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE calendar_feeds (
        master_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        token varchar(64) NOT NULL CHECK (char_length(token) >= 32),
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz,
        CONSTRAINT calendar_feeds_token_key UNIQUE (token)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE calendar_feeds`);
  }
}
