import { DEFAULT_MIN_CHECK_HOURS } from '../group-fields';
import type { Service } from '../entities/service.entity';
import type { ServiceResponse } from '../services.contract';
import { serviceDeposit } from '../../deposits/deposit-rules';

export function toServiceResponse(s: Service): ServiceResponse {
  const price = s.price === null || s.price === undefined ? null : Number(s.price);
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    duration_minutes: s.durationMinutes,
    price,
    category: s.category,
    organization_id: s.organizationId,
    master_id: s.masterId,
    deposit: serviceDeposit({ deposit_type: s.depositType ?? null, deposit_value: s.depositValue ?? null }, price),
    capacity: s.capacity ?? null,
    min_participants: s.minParticipants ?? null,
    min_check_hours: s.minCheckHours ?? DEFAULT_MIN_CHECK_HOURS,
  };
}
