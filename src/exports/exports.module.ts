import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { ClientsModule } from '../clients/clients.module';
import { StatisticsModule } from '../statistics/statistics.module';
import { ExportLinkSigner } from './export-link';
import { ExportMaker } from './export-maker';
import { ExportRunner } from './export-runner';
import { ExportsController } from './exports.controller';
import { ExportsService } from './exports.service';

/** Exports of the statistics: files made off the request, sent into the chat, downloadable for a day. */
@Module({
  imports: [StatisticsModule, ClientsModule],
  controllers: [ExportsController],
  providers: [
    ExportsService,
    ExportMaker,
    ExportRunner,
    { provide: ExportLinkSigner, inject: [APP_CONFIG], useFactory: (c: AppConfig) => new ExportLinkSigner(c.botToken) },
  ],
  exports: [ExportRunner],
})
export class ExportsModule {}
