import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app.config';
import { buildDataSourceOptions, openDataSource } from './data-source-options';

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...buildDataSourceOptions(config),
            // each resource module's forFeature() entities
            autoLoadEntities: true,
            // fail fast on a wrong DATABASE_URL instead of retrying for a minute
            retryAttempts: 1,
            retryDelay: 500,
          }),
          dataSourceFactory: (options) => openDataSource(options!),
        }),
      ],
    };
  }
}
