import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClientsService } from '../clients/clients.service';
import type { BusinessView } from '../access/business-view';
import { StatisticsService } from '../statistics/statistics.service';
import type { ExportFormat, ExportKind } from './exports.contract';
import { writeAppointments } from './files/appointments-file';
import { writeClients } from './files/clients-file';
import { reportPdf } from './files/report-pdf';
import { reportSections } from './files/report-rows';
import { csvFile, type TableFile, xlsxFile } from './files/table-file';

/** What an export was asked for, kept in its row: whose bookings (resolved when asked) and the dates. */
export interface ExportParams {
  view: BusinessView;
  from: string | null;
  to: string | null;
}

export interface ExportJob {
  kind: ExportKind;
  format: ExportFormat;
  params: ExportParams;
}

/** Makes one export's file (the runner calls it off the request). */
@Injectable()
export class ExportMaker {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly statistics: StatisticsService,
    private readonly clients: ClientsService,
  ) {}

  async make(job: ExportJob): Promise<Buffer> {
    const { view, from, to } = job.params;
    if (job.kind === 'report') {
      const report = await this.statistics.report(view, { from: from!, to: to! });
      if (job.format === 'pdf') return reportPdf(report);
      const file = await tableFile(job.format, true);
      for (const s of reportSections(report)) {
        file.sheet(s.name, s.columns);
        for (const row of s.rows) file.row(row);
      }
      return file.finish();
    }
    const file = await tableFile(job.format);
    if (job.kind === 'appointments') await writeAppointments(this.db, file, view, from!, to!);
    else await writeClients(this.clients, file, view);
    return file.finish();
  }
}

async function tableFile(format: ExportFormat, titled = false): Promise<TableFile> {
  return format === 'xlsx' ? await xlsxFile() : csvFile({ titled });
}
