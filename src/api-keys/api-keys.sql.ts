/**
 * The statements of API keys and of the business an owner's integrations belong to. A business is an
 * organization (organization_id) or an independent master (master_id, organization_id NULL).
 */

/** The business the caller owns: the organization they own (the earliest), else their own as an independent master. */
export const OWNED_BUSINESS_SQL = `
  SELECT (SELECT o.id FROM organizations o WHERE o.owner_id = $1 ORDER BY o.created_at, o.id LIMIT 1) AS organization_id,
         EXISTS (SELECT 1 FROM master_profiles p WHERE p.user_id = $1 AND p.deep_link IS NOT NULL) AS independent`;

/** `business($n, $n+1)`: the rows of one business (organization, or independent master). */
export const ofBusiness = (org: string, master: string, alias = '') =>
  `(CASE WHEN ${org}::int IS NOT NULL THEN ${alias}organization_id = ${org}::int
         ELSE ${alias}master_id = ${master}::int AND ${alias}organization_id IS NULL END)`;

const KEY_COLUMNS = `id, name, prefix, scopes, last_used_at, created_at`;

export const INSERT_KEY_SQL = `
  INSERT INTO api_keys (organization_id, master_id, created_by, name, prefix, key_hash, scopes, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7::varchar[], $8)
  RETURNING ${KEY_COLUMNS}`;

export const LIST_KEYS_SQL = `
  SELECT ${KEY_COLUMNS} FROM api_keys WHERE ${ofBusiness('$1', '$2')} AND revoked_at IS NULL ORDER BY id`;

export const REVOKE_KEY_SQL = `
  WITH r AS (UPDATE api_keys SET revoked_at = $4
              WHERE id = $3 AND ${ofBusiness('$1', '$2')} AND revoked_at IS NULL RETURNING id)
  SELECT id FROM r`;

/**
 * A key in use, in ONE statement: marks it used and answers its scopes, its business and who acts for it
 * (the organization's owner, or the independent master). A revoked or unknown key matches nothing.
 */
export const USE_KEY_SQL = `
  WITH k AS (UPDATE api_keys SET last_used_at = $2 WHERE key_hash = $1 AND revoked_at IS NULL
             RETURNING id, scopes, organization_id, master_id)
  SELECT k.id, k.scopes, k.organization_id, k.master_id,
         (SELECT u.telegram_id::float8 FROM users u
           WHERE u.id = COALESCE((SELECT o.owner_id FROM organizations o WHERE o.id = k.organization_id),
                                 k.master_id)) AS telegram_id
    FROM k`;
