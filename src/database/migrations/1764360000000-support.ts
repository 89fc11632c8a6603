import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Support in the chat: one conversation per user with the platform's support, its messages (the user's, and
 * the replies from /admin), and the personal managers of Enterprise businesses.
 *
 * support_conversations: `awaiting_reply` is true while the user's last message has no reply yet (the inbox
 * marks it); `chat_mode_until` is the bot's state: after /support the user's next text messages go to support
 * until then (or /cancel). support_messages keeps every message in order. support_managers names, for one
 * business (an organization, or an independent master), the Telegram user who receives its conversations too.
 */
export class Support1764360000000 implements MigrationInterface {
  name = 'Support1764360000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE support_conversations (
        id serial PRIMARY KEY,
        user_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        last_message_at timestamptz,
        awaiting_reply boolean NOT NULL DEFAULT false,
        chat_mode_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX support_conversations_last_idx ON support_conversations (last_message_at DESC)
        WHERE last_message_at IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE support_messages (
        id serial PRIMARY KEY,
        conversation_id int NOT NULL REFERENCES support_conversations(id) ON DELETE CASCADE,
        author varchar NOT NULL CHECK (author IN ('user', 'support')),
        text varchar(4000) NOT NULL CHECK (char_length(text) >= 1),
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX support_messages_conversation_idx ON support_messages (conversation_id, id)`);
    await q.query(`
      CREATE TABLE support_managers (
        id serial PRIMARY KEY,
        organization_id int UNIQUE REFERENCES organizations(id) ON DELETE CASCADE,
        master_id int UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        manager_user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT support_managers_one_business CHECK (num_nonnulls(organization_id, master_id) = 1)
      )`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE support_managers`);
    await q.query(`DROP TABLE support_messages`);
    await q.query(`DROP TABLE support_conversations`);
  }
}
