import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../common/messages';
import { BookingLinkKind, isLinkValue } from '../deep-links/link-grammar';
import { preparedQuery } from '../database/prepared-query';
import { CLOCK, Clock } from '../common/clock';
import { assertDateRange } from './date-range';
import { SlotsQueryDto } from './dto/schedule.dto';
import { MASTER_SLOTS_SQL, ORGANIZATION_MASTER_SLOTS_SQL, ORGANIZATION_SLOTS_SQL } from './public-slots.sql';
import type { MasterSlotsResponse, OrganizationSlotsResponse } from './schedules.contract';
import { anyMasterDays, formatDays, MasterBundle, masterDays, paddedInstants } from './slot-runner';

type ServiceJson = { id: number; duration_minutes: number } | null;
type MasterRow = MasterBundle & { master_id: number; default_zone: string; service: ServiceJson };
interface OrganizationRow {
  time_zone: string;
  service: ServiceJson;
  masters: { id: number; first_name: string; last_name: string | null; master_code: string; bundle: MasterBundle }[];
}

/**
 * Free start times for the public pages: no identity, one SQL statement per request, then the slot engine
 * (src/scheduling/slots.ts) with `now` from the injected clock, and instants formatted in the master's zone.
 */
@Injectable()
export class PublicSlotsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  master(deepLink: string, q: SlotsQueryDto): Promise<MasterSlotsResponse> {
    return this.oneMaster('master', MASTER_SLOTS_SQL, deepLink, q);
  }

  organizationMaster(masterCode: string, q: SlotsQueryDto): Promise<MasterSlotsResponse> {
    return this.oneMaster('organization_master', ORGANIZATION_MASTER_SLOTS_SQL, masterCode, q);
  }

  async organization(deepLink: string, q: SlotsQueryDto): Promise<OrganizationSlotsResponse> {
    assertDateRange(q.from, q.to);
    if (!isLinkValue('organization', deepLink)) throw new NotFoundException({ detail: MSG.organizationNotFound });
    const { lo, hi } = paddedInstants(q.from, q.to);
    const [row] = await preparedQuery<OrganizationRow>(this.db, ORGANIZATION_SLOTS_SQL, [
      deepLink,
      q.service_id,
      q.from,
      q.to,
      lo,
      hi,
    ]);
    if (!row) throw new NotFoundException({ detail: MSG.organizationNotFound });
    if (!row.service) throw new NotFoundException({ detail: MSG.serviceNotFound });
    const duration = row.service.duration_minutes;
    return {
      time_zone: row.time_zone,
      service: row.service,
      masters: row.masters.map((m) => ({
        id: m.id,
        first_name: m.first_name,
        last_name: m.last_name,
        master_code: m.master_code,
      })),
      days: anyMasterDays(
        row.masters.map((m) => ({ id: m.id, bundle: m.bundle })),
        row.time_zone,
        duration,
        q.from,
        q.to,
        this.clock.now(),
      ),
    };
  }

  private async oneMaster(
    kind: BookingLinkKind,
    sql: string,
    link: string,
    q: SlotsQueryDto,
  ): Promise<MasterSlotsResponse> {
    assertDateRange(q.from, q.to);
    // a malformed link can name no master
    if (!isLinkValue(kind, link)) throw new NotFoundException({ detail: MSG.masterNotFound });
    const { lo, hi } = paddedInstants(q.from, q.to);
    const [row] = await preparedQuery<MasterRow>(this.db, sql, [link, q.service_id, q.from, q.to, lo, hi]);
    if (!row) throw new NotFoundException({ detail: MSG.masterNotFound });
    if (!row.service) throw new NotFoundException({ detail: MSG.serviceNotFound });
    const zone = row.schedule?.time_zone ?? row.default_zone;
    const days = masterDays(row, row.service.duration_minutes, q.from, q.to, this.clock.now());
    return {
      master_id: row.master_id,
      time_zone: zone,
      configured: row.schedule !== null,
      service: row.service,
      days: formatDays(days, zone),
    };
  }
}
