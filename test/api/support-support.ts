import type { DataSource } from 'typeorm';
import { auth, superAdmin, type TestApp, type TgUser } from '../support/test-app';

/** Shared steps of the support tests, run on PostgreSQL and on embedded PGlite. */

export const write = (t: TestApp, who: TgUser, text: string) =>
  t.http.post('/api/support/messages').set(auth(who)).send({ text });

export const thread = (t: TestApp, who: TgUser) => t.http.get('/api/support/conversation').set(auth(who));

export const inbox = (t: TestApp, query = '') =>
  t.http.get(`/api/admin/support/conversations${query}`).set(auth(superAdmin()));

export const reply = (t: TestApp, id: number, text: string) =>
  t.http.post(`/api/admin/support/conversations/${id}/reply`).set(auth(superAdmin())).send({ text });

export const setManager = (t: TestApp, kind: 'organization' | 'master', id: number, telegramId: number | null) =>
  t.http.put(`/api/admin/support/managers/${kind}/${id}`).set(auth(superAdmin())).send({ telegram_id: telegramId });

/** The notices of `kind` queued for a chat, oldest first. */
export async function notices(db: DataSource, chatId: number, kind: string): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ payload: Record<string, unknown> }[]>(
    `SELECT payload FROM outbox_messages WHERE chat_id = $1 AND kind = $2 ORDER BY id`,
    [chatId, kind],
  );
  return rows.map((r) => r.payload);
}
