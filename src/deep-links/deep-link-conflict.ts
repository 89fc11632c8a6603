import { DataSource, EntityManager, QueryFailedError } from 'typeorm';

/** The unique keys a deep link can collide on: the shared namespace, and each table's own. */
const DEEP_LINK_KEYS = new Set(['deep_links_pkey', 'master_profiles_deep_link_key', 'organizations_deep_link_key']);

interface DriverError {
  code?: string;
  constraint?: string;
  detail?: string;
}

/**
 * Whether a failed write lost a race for a deep link (unique violation on one of the link keys): a twin
 * request took it between our availability check and our insert. Callers answer as if the check had
 * already seen it taken.
 */
export function isDeepLinkConflict(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const e = error as QueryFailedError & DriverError & { driverError?: DriverError };
  const code = e.code ?? e.driverError?.code;
  if (code !== '23505') return false;
  const constraint = e.constraint ?? e.driverError?.constraint;
  if (constraint) return DEEP_LINK_KEYS.has(constraint);
  // drivers without the constraint name: the key in the detail ("Key (link)=(x) already exists.")
  const detail = String(e.detail ?? e.driverError?.detail ?? e.message);
  return /\((link|deep_link)\)=/.test(detail);
}

/** Runs `work` in one transaction; losing a race for a deep link inside it throws `taken()` (the answer
 *  the availability check gives when it already sees the link in use). */
export async function inLinkTransaction<T>(
  db: DataSource,
  taken: () => Error,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (e) {
    if (isDeepLinkConflict(e)) throw taken();
    throw e;
  }
}
