import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app.config';
import { buildDataSourceOptions } from './data-source-options';

/** `npm run migration:run` (or `-- --revert`): applies or reverts migrations without starting the app. */
async function main() {
  const ds = new DataSource({ ...buildDataSourceOptions(loadConfig()), migrationsRun: false });
  await ds.initialize();
  if (process.argv.includes('--revert')) await ds.undoLastMigration({ transaction: 'each' });
  else {
    const done = await ds.runMigrations({ transaction: 'each' });
    console.log(`applied ${done.length} migration(s)`);
  }
  await ds.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
