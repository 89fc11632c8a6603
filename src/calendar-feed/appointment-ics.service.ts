import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { preparedQuery } from '../database/prepared-query';
import { CLOCK, Clock } from '../common/clock';
import { formatInstant } from '../time-core/zone';
import type { User } from '../users/entities/user.entity';
import type { IcsLinkResponse } from './calendar-feed.contract';
import { ONE_SQL } from './calendar-feed.sql';
import { appointmentsCalendar, type IcsAppointmentRow, type IcsViewer } from './ics/appointment-ics';
import { IcsLinkSigner } from './ics/ics-link';

/** How long a signed download address works: long enough to tap it, short enough to be no lasting secret. */
export const ICS_LINK_TTL_MS = 15 * 60_000;

interface OneRow extends IcsAppointmentRow {
  is_master: boolean;
  is_client: boolean;
}

export interface IcsFile {
  fileName: string;
  body: string;
}

/** One booking as an .ics file, for its client or its master; anyone else hears it does not exist (404). */
@Injectable()
export class AppointmentIcsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly signer: IcsLinkSigner,
  ) {}

  async file(user: User, id: number): Promise<IcsFile> {
    const row = await this.load(id, user.id);
    return this.toFile(row, viewerOf(row));
  }

  /** A signed address of the same file that works without init data for ICS_LINK_TTL_MS. */
  async link(user: User, id: number): Promise<IcsLinkResponse> {
    const row = await this.load(id, user.id);
    const expires = this.clock.now() + ICS_LINK_TTL_MS;
    const token = this.signer.sign(row.id, viewerOf(row), expires);
    return {
      url: `${this.config.webappUrl}/api/appointments/ics/${token}`,
      file_name: fileName(row.id),
      expires_at: formatInstant(expires, row.time_zone),
    };
  }

  /** The file a signed address names (404 once it has expired, or when forged). */
  async byLink(token: string): Promise<IcsFile> {
    const claim = this.signer.verify(token, this.clock.now());
    if (!claim) throw new DomainError('ics_link_expired');
    const [row] = await preparedQuery<OneRow>(this.db, ONE_SQL, [claim.appointmentId, 0]);
    if (!row) throw new DomainError('appointment_not_found');
    return this.toFile(row, claim.viewer);
  }

  private async load(id: number, userId: number): Promise<OneRow> {
    const [row] = await preparedQuery<OneRow>(this.db, ONE_SQL, [id, userId]);
    if (!row || !(row.is_master || row.is_client)) {
      throw new DomainError('appointment_not_found');
    }
    return row;
  }

  private toFile(row: OneRow, viewer: IcsViewer): IcsFile {
    const ctx = { host: new URL(this.config.webappUrl).host, zone: row.time_zone, now: this.clock.now() };
    return { fileName: fileName(row.id), body: appointmentsCalendar([row], viewer, ctx) };
  }
}

const viewerOf = (row: OneRow): IcsViewer => (row.is_master ? 'master' : 'client');
const fileName = (id: number) => `booking-${id}.ics`;
