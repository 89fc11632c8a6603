import type { Service } from './entities/service.entity';
import type { ServiceRequest } from './services.contract';
import { DomainError } from '../common/domain-error';

/** Most seats a group session may offer. */
export const MAX_CAPACITY = 500;
/** How many hours before the start the minimum of participants is checked unless the service says. */
export const DEFAULT_MIN_CHECK_HOURS = 12;

export const GROUP_MSG = {
  capacityInvalid: 'Число мест: целое число от 1 до 500',
  minParticipantsInvalid: 'Минимум участников: целое число от 2 до числа мест',
  minCheckHoursInvalid: 'Проверка минимума: от 1 до 72 часов до начала',
} as const;

type GroupColumns = Pick<Service, 'capacity' | 'minParticipants' | 'minCheckHours'>;

/**
 * The group columns a service will have after `dto` (an absent field keeps `current`'s value, null clears
 * it). The minimum of participants needs a group (capacity ≥ 2) and fits in it: else 422.
 */
export function groupFields(dto: ServiceRequest, current: GroupColumns | null): GroupColumns {
  const capacity = dto.capacity !== undefined ? dto.capacity : (current?.capacity ?? null);
  const minParticipants =
    dto.min_participants !== undefined ? dto.min_participants : (current?.minParticipants ?? null);
  const minCheckHours = dto.min_check_hours ?? current?.minCheckHours ?? DEFAULT_MIN_CHECK_HOURS;
  if (minParticipants !== null && (capacity === null || minParticipants > capacity)) {
    throw new DomainError('min_participants_invalid');
  }
  return { capacity, minParticipants, minCheckHours };
}
