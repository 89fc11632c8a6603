import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from './src/config/app.config';
import { buildDataSourceOptions } from './src/database/data-source-options';

/** The TypeORM CLI's data source: the same options the app uses, from the same environment. */
export default new DataSource({ ...buildDataSourceOptions(loadConfig()), migrationsRun: false });
