import { postgresTemplate, runPrefix } from '../../support/global-setup';
import { RUN_PREFIX_ENV, TEMPLATE_ENV } from '../../support/test-db';

/**
 * The browser tier's setup: its servers run on PostgreSQL only, so of the API tier's two starting points
 * it makes the migrated template and not the embedded snapshot (about 12 s of CPU on the CI machine).
 */
export default async function browserGlobalSetup(): Promise<void> {
  const prefix = runPrefix();
  process.env[TEMPLATE_ENV] = await postgresTemplate(prefix);
  process.env[RUN_PREFIX_ENV] = prefix;
}
