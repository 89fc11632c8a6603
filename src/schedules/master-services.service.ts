import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MSG } from '../common/messages';
import type { User } from '../users/entities/user.entity';
import { fieldErrors } from './date-range';
import { MasterServicesDto } from './dto/schedule.dto';
import { MasterAccess } from '../access/master-access';
import type { MasterServicesResponse } from './schedules.contract';

interface ServiceRow {
  id: number;
  name: string;
  duration_minutes: number | null;
}

/**
 * Which organization services an organization master performs: all by default (no row), or the listed
 * ones. Set by the organization's owner or admins; public slots of a service list only its masters.
 */
@Injectable()
export class MasterServicesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: MasterAccess,
  ) {}

  async get(caller: User, ref: string): Promise<MasterServicesResponse> {
    const target = await this.access.resolveManaged(caller, ref);
    return this.read(target.masterId, target.managedOrganizationId);
  }

  async put(caller: User, ref: string, dto: MasterServicesDto): Promise<MasterServicesResponse> {
    const target = await this.access.resolveManaged(caller, ref);
    const orgId = target.managedOrganizationId;
    if (dto.service_ids === null) {
      await this.db.query(`DELETE FROM organization_master_services WHERE organization_id = $1 AND master_id = $2`, [
        orgId,
        target.masterId,
      ]);
      return this.read(target.masterId, orgId);
    }
    const ids = [...new Set(dto.service_ids)];
    const known: { id: number }[] = await this.db.query(
      `SELECT id FROM services WHERE organization_id = $1 AND id = ANY($2::int[])`,
      [orgId, ids],
    );
    const knownIds = new Set(known.map((r) => r.id));
    const unknown = dto.service_ids.flatMap((id, i) => (knownIds.has(id) ? [] : [i]));
    if (unknown.length) {
      throw fieldErrors(unknown.map((i) => ({ loc: ['body', 'service_ids', i], msg: MSG.serviceNotFound })));
    }
    await this.db.query(
      `INSERT INTO organization_master_services (organization_id, master_id, service_ids) VALUES ($1, $2, $3::int[])
       ON CONFLICT (organization_id, master_id) DO UPDATE SET service_ids = EXCLUDED.service_ids, updated_at = now()`,
      [orgId, target.masterId, ids.sort((a, b) => a - b)],
    );
    return this.read(target.masterId, orgId);
  }

  private async read(masterId: number, orgId: number): Promise<MasterServicesResponse> {
    const [row]: { chosen: number[] | null; services: (ServiceRow & { performed: boolean })[] }[] = await this.db.query(
      `SELECT oms.service_ids AS chosen,
                COALESCE((SELECT json_agg(json_build_object(
                          'id', s.id, 'name', s.name, 'duration_minutes', s.duration_minutes,
                          'performed', oms.service_ids IS NULL OR s.id = ANY(oms.service_ids))
                        ORDER BY s.name, s.id)
                   FROM services s WHERE s.organization_id = $1), '[]'::json) AS services
           FROM (SELECT 1) one
           LEFT JOIN organization_master_services oms ON oms.organization_id = $1 AND oms.master_id = $2`,
      [orgId, masterId],
    );
    const services = row.services;
    return {
      master_id: masterId,
      organization_id: orgId,
      // ids of services deleted since are not shown
      service_ids:
        row.chosen === null
          ? null
          : services
              .filter((s) => s.performed)
              .map((s) => s.id)
              .sort((a, b) => a - b),
      services,
    };
  }
}
