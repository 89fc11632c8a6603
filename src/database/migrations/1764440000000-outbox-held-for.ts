import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One way to hold a notice and release it later: a held outbox row (status 'held', never claimed) carries the
 * key of what it waits for in `held_for` ('export:<id>' until the file is made, 'deposit:<booking id>' until
 * the deposit is paid), and the owner of that thing releases or drops the rows by the key (a partial index:
 * only held rows are looked up by it). The deposits' own copy of their held notices
 * (appointment_deposits.notices) becomes held rows and goes.
 */
export class OutboxHeldFor1764440000000 implements MigrationInterface {
  name = 'OutboxHeldFor1764440000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages ADD COLUMN held_for varchar(80)`);
    await q.query(`CREATE INDEX outbox_messages_held_for_idx ON outbox_messages (held_for) WHERE status = 'held'`);
    await q.query(`
      UPDATE outbox_messages o SET held_for = 'export:' || e.id
        FROM exports e WHERE e.outbox_id = o.id AND o.status = 'held'`);
    await q.query(`
      INSERT INTO outbox_messages (chat_id, user_id, kind, payload, status, held_for)
      SELECT n.chat_id, n.user_id, n.kind, n.payload || jsonb_build_object('appointment_id', d.appointment_id),
             'held', 'deposit:' || d.appointment_id
        FROM appointment_deposits d
       CROSS JOIN jsonb_to_recordset(d.notices) AS n(chat_id bigint, user_id int, kind varchar, payload jsonb)
       WHERE d.status = 'awaiting'
       ORDER BY d.appointment_id`);
    await q.query(`ALTER TABLE appointment_deposits DROP COLUMN notices`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointment_deposits ADD COLUMN notices jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`
      UPDATE appointment_deposits d SET notices = h.notices
        FROM (SELECT substr(held_for, 9)::int AS appointment_id,
                     jsonb_agg(jsonb_build_object('chat_id', chat_id, 'user_id', user_id, 'kind', kind,
                                                  'payload', payload - 'appointment_id') ORDER BY id) AS notices
                FROM outbox_messages WHERE status = 'held' AND held_for LIKE 'deposit:%'
               GROUP BY 1) h
       WHERE d.appointment_id = h.appointment_id`);
    await q.query(`DELETE FROM outbox_messages WHERE status = 'held' AND held_for LIKE 'deposit:%'`);
    await q.query(`DROP INDEX outbox_messages_held_for_idx`);
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN held_for`);
  }
}
