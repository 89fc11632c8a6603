import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A master's recurring blocks ("every Wednesday 13:00–14:00, 10 times"). A series keeps its RRULE text, its
 * first start, each occurrence's length, the master's zone at the time (occurrences keep their wall-clock
 * time there) and the starts removed one by one (EXDATE, epoch ms). Each occurrence is also a plain
 * schedule_blocks row with series_id, so every reader of blocks (public slots, the master's day, the salon
 * grid, search, favorites, the waitlist) sees it with no change. A series is bounded (COUNT ≤ 100 or UNTIL
 * ≤ 366 days after the first start), so its rows are few.
 */
export class BlockSeries1764340000000 implements MigrationInterface {
  name = 'BlockSeries1764340000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedule_block_series (
        id serial PRIMARY KEY,
        master_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rrule varchar NOT NULL,
        first_starts_at timestamptz NOT NULL,
        duration_minutes int NOT NULL CHECK (duration_minutes BETWEEN 1 AND 1440),
        time_zone varchar NOT NULL,
        note varchar,
        exdates jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(exdates) = 'array'),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX schedule_block_series_master_idx ON schedule_block_series (master_id)`);
    await q.query(
      `ALTER TABLE schedule_blocks ADD COLUMN series_id int REFERENCES schedule_block_series(id) ON DELETE CASCADE`,
    );
    await q.query(`CREATE INDEX schedule_blocks_series_idx ON schedule_blocks (series_id, starts_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_blocks DROP COLUMN series_id`);
    await q.query(`DROP TABLE schedule_block_series`);
  }
}
