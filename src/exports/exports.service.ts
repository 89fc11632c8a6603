import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CLOCK, Clock } from '../common/clock';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { daysBetween, isCalendarDate } from '../time-core/calendar-date';
import { zonedDate } from '../time-core/zone';
import { BusinessViewService } from '../access/business-view.service';
import { MAX_REPORT_DAYS } from '../statistics/report-range';
import type { User } from '../users/entities/user.entity';
import { CONTENT_TYPE, exportFileName } from './export-file-name';
import { EXPORT_LINK_TTL_MS, ExportLinkSigner } from './export-link';
import { EXPORT_KEEP_MS, EXPORTS_BUSY_MAX } from './export-rules';
import { JobRegistry } from '../jobs/job-registry';
import { EXPORTS_JOB } from './export-job';
import { BUSY_EXPORTS_SQL, EXPORT_FILE_SQL, EXPORT_OF_USER_SQL, INSERT_EXPORT_SQL } from './export.sql';
import type { ExportParams } from './export-maker';
import type { ExportQueued, ExportRequest, ExportResponse } from './exports.contract';
import { DomainError } from '../common/domain-error';

export interface ExportDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
}

interface ExportRow {
  id: string;
  kind: ExportResponse['kind'];
  format: ExportResponse['format'];
  status: ExportResponse['status'];
  file_name: string;
  size_bytes: number | null;
  sent_to_chat: boolean | null;
}

/**
 * Files of the statistics, asked for here and made off the request by the exports job; delivered into
 * the requester's chat through the outbox and downloadable for a day by a short-lived signed link.
 */
@Injectable()
export class ExportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signer: ExportLinkSigner,
    private readonly jobs: JobRegistry,
    private readonly views: BusinessViewService,
  ) {}

  async create(user: User, dto: ExportRequest): Promise<ExportQueued> {
    // whose bookings: as the report sees them, or as the client base for a client list
    const forbidden = dto.kind === 'clients' ? 'client_base_forbidden' : 'statistics_forbidden';
    const view = await this.views.resolve(user.id, dto.master_id ?? null, forbidden);
    if (dto.format === 'pdf' && dto.kind !== 'report') throw new DomainError('export_pdf_report_only');
    const range = dto.kind === 'clients' ? null : checkedRange(dto.from, dto.to);
    const nowMs = this.clock.now();
    const now = new Date(nowMs).toISOString();
    const [{ n }]: { n: number }[] = await this.db.query(BUSY_EXPORTS_SQL, [user.id, now]);
    if (n >= EXPORTS_BUSY_MAX) throw new DomainError('export_busy');

    const id = randomUUID();
    const params: ExportParams = { view, from: range?.from ?? null, to: range?.to ?? null };
    const fileName = exportFileName(dto.kind, dto.format, range, zonedDate(nowMs, view.timeZone));
    await this.db.query(INSERT_EXPORT_SQL, [
      id,
      user.id,
      dto.kind,
      dto.format,
      JSON.stringify(params),
      fileName,
      now,
      new Date(nowMs + EXPORT_KEEP_MS).toISOString(),
      user.telegramId,
      JSON.stringify({ export_id: id, kind: dto.kind, file_name: fileName, from: params.from, to: params.to }),
    ]);
    this.jobs.wake(EXPORTS_JOB);
    return { id, status: 'queued' };
  }

  async get(user: User, id: string): Promise<ExportResponse> {
    const nowMs = this.clock.now();
    const [row]: ExportRow[] = isUuid(id)
      ? await this.db.query(EXPORT_OF_USER_SQL, [id, user.id, new Date(nowMs).toISOString()])
      : [];
    if (!row) throw new DomainError('export_not_found');
    const ready = row.status === 'ready';
    return {
      id: row.id,
      kind: row.kind,
      format: row.format,
      status: row.status,
      file_name: row.file_name,
      size_bytes: ready ? row.size_bytes : null,
      download_url: ready ? this.downloadUrl(row.id, nowMs) : null,
      sent_to_chat: row.sent_to_chat === true,
    };
  }

  /** The file a signed link names: 404 once the link or the file has expired, or when the link is forged. */
  async download(id: string, token: unknown): Promise<ExportDownload> {
    const nowMs = this.clock.now();
    if (!isUuid(id) || !this.signer.verify(id, token, nowMs)) {
      throw new DomainError('export_link_expired');
    }
    const [row]: { file_name: string; format: ExportResponse['format']; content: Buffer }[] = await this.db.query(
      EXPORT_FILE_SQL,
      [id, new Date(nowMs).toISOString()],
    );
    if (!row) throw new DomainError('export_not_found');
    return { fileName: row.file_name, contentType: CONTENT_TYPE[row.format], content: Buffer.from(row.content) };
  }

  private downloadUrl(id: string, nowMs: number): string {
    const token = this.signer.sign(id, nowMs + EXPORT_LINK_TTL_MS);
    return `${this.config.webappUrl}/api/exports/${id}/file?token=${token}`;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (id: string) => UUID.test(id);

/** from/to of a list or report: both given, real dates, from ≤ to, at most as many days as a report. */
function checkedRange(from: string | undefined, to: string | undefined): { from: string; to: string } {
  if (from === undefined || to === undefined) throw new DomainError('export_range_required');
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new DomainError('export_date_invalid');
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new DomainError('report_range_reversed');
  if (days > MAX_REPORT_DAYS) throw new DomainError('report_range_too_long');
  return { from, to };
}
