import type { ServiceRequest, ServiceResponse } from '@api/services/services.contract';

/** A group service's fields (seats, the minimum to go ahead, and when that is checked). */
type GroupFields = Pick<ServiceResponse, 'capacity' | 'min_participants' | 'min_check_hours'>;

export const DEFAULT_MIN_CHECK_HOURS = 12;

export interface ServiceFormValues {
  name: string;
  description: string;
  duration: string;
  price: string;
  category: string;
  /** The prepayment: none, a fixed sum or a percent of the price (`depositValue`, whole numbers). */
  depositType: 'none' | 'fixed' | 'percent';
  depositValue: string;
  /** Seats: empty or 1 — one client at a time; 2–500 — a group service booked by seats of its sessions. */
  capacity: string;
  /** Empty: no minimum; else 2..capacity, checked `minCheckHours` (1–72) before each session. */
  minParticipants: string;
  minCheckHours: string;
}

/** Keys of the services locale for each field error. */
export type ServiceFormErrors = Partial<
  Record<
    'name' | 'duration' | 'price' | 'depositValue' | 'capacity' | 'minParticipants' | 'minCheckHours',
    | 'nameRequired'
    | 'durationInvalid'
    | 'priceInvalid'
    | 'depositInvalid'
    | 'capacityInvalid'
    | 'minParticipantsInvalid'
    | 'minCheckHoursInvalid'
  >
>;

export function emptyServiceForm(): ServiceFormValues {
  return {
    name: '',
    description: '',
    duration: '',
    price: '',
    category: '',
    depositType: 'none',
    depositValue: '',
    capacity: '',
    minParticipants: '',
    minCheckHours: String(DEFAULT_MIN_CHECK_HOURS),
  };
}

export function serviceToForm(s: ServiceResponse): ServiceFormValues {
  return {
    capacity: s.capacity ? String(s.capacity) : '',
    minParticipants: s.min_participants ? String(s.min_participants) : '',
    minCheckHours: String(s.min_check_hours ?? DEFAULT_MIN_CHECK_HOURS),
    name: s.name,
    description: s.description ?? '',
    duration: s.duration_minutes === null ? '' : String(s.duration_minutes),
    price: s.price === null ? '' : String(s.price),
    category: s.category ?? '',
    depositType: s.deposit?.type ?? 'none',
    depositValue: !s.deposit ? '' : String(s.deposit.type === 'fixed' ? s.deposit.amount : s.deposit.percent),
  };
}

/** The server's rules, checked before sending: name required; duration whole minutes and price a decimal, both
 *  optional. */
export function validateServiceForm(v: ServiceFormValues): ServiceFormErrors {
  const errors: ServiceFormErrors = {};
  if (!v.name.trim()) errors.name = 'nameRequired';
  const duration = v.duration.trim();
  if (duration && (!/^\d+$/.test(duration) || Number(duration) < 1)) errors.duration = 'durationInvalid';
  const price = v.price.trim().replace(',', '.');
  if (price && !/^\d+(\.\d{1,2})?$/.test(price)) errors.price = 'priceInvalid';
  const deposit = v.depositValue.trim();
  if (v.depositType !== 'none' && (!/^\d+$/.test(deposit) || Number(deposit) < 1))
    errors.depositValue = 'depositInvalid';
  if (v.depositType === 'percent' && Number(deposit) > 100) errors.depositValue = 'depositInvalid';
  const whole = (text: string, min: number, max: number) => /^\d+$/.test(text) && +text >= min && +text <= max;
  const capacity = v.capacity.trim();
  if (capacity && !whole(capacity, 1, 500)) errors.capacity = 'capacityInvalid';
  const least = v.minParticipants.trim();
  if (least && (Number(capacity) < 2 || !whole(least, 2, Number(capacity))))
    errors.minParticipants = 'minParticipantsInvalid';
  if (!whole(v.minCheckHours.trim(), 1, 72)) errors.minCheckHours = 'minCheckHoursInvalid';
  return errors;
}

/** The request; "deposit" only when it differs from `initial` (payments may be off: an unchanged one is left alone). */
export function formToServiceRequest(
  v: ServiceFormValues,
  initial: ServiceFormValues = emptyServiceForm(),
): ServiceRequest {
  const duration = v.duration.trim();
  const price = v.price.trim().replace(',', '.');
  const depositChanged = v.depositType !== initial.depositType || v.depositValue.trim() !== initial.depositValue.trim();
  const value = Number(v.depositValue.trim());
  const deposit: ServiceRequest['deposit'] =
    v.depositType === 'none'
      ? null
      : v.depositType === 'fixed'
        ? { type: 'fixed', amount: value }
        : { type: 'percent', percent: value };
  const group: GroupFields = {
    capacity: v.capacity.trim() ? Number(v.capacity.trim()) : null,
    min_participants: v.minParticipants.trim() ? Number(v.minParticipants.trim()) : null,
    min_check_hours: Number(v.minCheckHours.trim()),
  };
  const groupChanged = (['capacity', 'minParticipants', 'minCheckHours'] as const).some(
    (k) => v[k].trim() !== initial[k].trim(),
  );
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    duration_minutes: duration ? Number(duration) : null,
    price: price ? Number(price) : null,
    category: v.category.trim() || null,
    ...(depositChanged ? { deposit } : {}),
    // only when changed, as the deposit: a service that is not a group is sent as before
    ...(groupChanged ? group : {}),
  };
}
