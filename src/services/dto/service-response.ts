import type { Service } from '../entities/service.entity';
import type { ServiceResponse } from '../services.contract';

export function toServiceResponse(s: Service): ServiceResponse {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    duration_minutes: s.durationMinutes,
    price: s.price === null || s.price === undefined ? null : Number(s.price),
    category: s.category,
    organization_id: s.organizationId,
    master_id: s.masterId,
  };
}
