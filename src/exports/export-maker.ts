import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ExportScope } from './export-scope';
import type { ExportFormat, ExportKind } from './exports.contract';
import { writeAppointments } from './files/appointments-file';
import { csvFile, type TableFile, xlsxFile } from './files/table-file';

/** What an export was asked for, kept in its row. */
export interface ExportParams {
  scope: ExportScope;
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
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async make(job: ExportJob): Promise<Buffer> {
    const { scope, from, to } = job.params;
    switch (job.kind) {
      case 'appointments': {
        const file = tableFile(job.format);
        await writeAppointments(this.db, file, scope, from!, to!);
        return file.finish();
      }
      default:
        throw new Error(`exports of ${job.kind} are not made yet`);
    }
  }
}

function tableFile(format: ExportFormat, titled = false): TableFile {
  return format === 'xlsx' ? xlsxFile() : csvFile({ titled });
}
