import { randomUUID } from 'node:crypto';
import { ExportLinkSigner } from '../../src/exports/export-link';
import { TEST_BOT_TOKEN } from '../support/test-app';
import type { World } from '../support/world';

/** Targets of the export rows in the authorization table. */

const cache = new WeakMap<World, string>();

/** A ready export of the world's owner (written straight to the database, once per world). */
export async function ownerExport(w: World): Promise<string> {
  const known = cache.get(w);
  if (known) return known;
  const id = randomUUID();
  const now = Date.now();
  await w.db.query(
    `INSERT INTO exports (id, user_id, kind, format, params, status, file_name, content, size_bytes, created_at, expires_at)
     VALUES ($1, $2, 'appointments', 'csv', '{}'::jsonb, 'ready', 'Записи.csv', $3::bytea, 3, $4, $5)`,
    [
      id,
      w.personas.owner.user!.id,
      Buffer.from('a;b'),
      new Date(now).toISOString(),
      new Date(now + 86_400_000).toISOString(),
    ],
  );
  cache.set(w, id);
  return id;
}

/** A signed download address of that export (the matrix runs on the real clock). */
export async function ownerExportLink(w: World): Promise<string> {
  const id = await ownerExport(w);
  return `/api/exports/${id}/file?token=${new ExportLinkSigner(TEST_BOT_TOKEN).sign(id, Date.now() + 10 * 60_000)}`;
}

/** The digest switches (a refused request must not change them). */
export const digestState = (w: World) => w.db.query(`SELECT user_id FROM digest_subscriptions ORDER BY user_id`);

/** The exports table (a refused request must not add one). */
export const exportsState = (w: World) => w.db.query(`SELECT id FROM exports ORDER BY id`);
