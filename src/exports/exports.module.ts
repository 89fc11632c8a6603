import { Inject, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { ClientsModule } from '../clients/clients.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { ExportLinkSigner } from './export-link';
import { ExportMaker } from './export-maker';
import { exportsJob } from './export-job';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

/** Exports of the statistics: files made off the request, sent into the chat, downloadable for a day. */
@Module({
  imports: [StatisticsModule, ClientsModule, JobsModule],
  controllers: [ExportsController],
  providers: [
    ExportsService,
    ExportMaker,
    { provide: ExportLinkSigner, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new ExportLinkSigner(c.botToken) },
  ],
})
export class ExportsModule {
  constructor(
    jobs: JobRegistry,
    @InjectDataSource() db: DataSource,
    maker: ExportMaker,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    jobs.register(exportsJob(db, maker, clock, config));
  }
}
