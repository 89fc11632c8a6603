/** Statements of notification_templates (this folder owns the table). $1 organization, $2 master: one is null. */

const OF_BUSINESS = `(($1::int IS NOT NULL AND organization_id = $1) OR ($1::int IS NULL AND master_id = $2::int))`;

export const LIST_SQL = `SELECT notice, lang, text FROM notification_templates WHERE ${OF_BUSINESS}`;

/** $1 the business's id, $2 notice, $3 lang, $4 text, $5 now: a text saved again is no longer "told broken". */
export const UPSERT_SQL = {
  organization: `
    INSERT INTO notification_templates (organization_id, notice, lang, text, updated_at)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (organization_id, notice, lang) WHERE organization_id IS NOT NULL
    DO UPDATE SET text = EXCLUDED.text, updated_at = EXCLUDED.updated_at, broken_told_at = NULL`,
  master: `
    INSERT INTO notification_templates (master_id, notice, lang, text, updated_at)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (master_id, notice, lang) WHERE master_id IS NOT NULL
    DO UPDATE SET text = EXCLUDED.text, updated_at = EXCLUDED.updated_at, broken_told_at = NULL`,
} as const;

export const DELETE_SQL = `DELETE FROM notification_templates WHERE ${OF_BUSINESS} AND notice = $3 AND lang = $4`;
