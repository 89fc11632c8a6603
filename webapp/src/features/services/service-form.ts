import type { ServiceRequest, ServiceResponse } from '@api/services/services.contract';

export interface ServiceFormValues {
  name: string;
  description: string;
  duration: string;
  price: string;
  category: string;
  /** The prepayment: none, a fixed sum or a percent of the price (`depositValue`, whole numbers). */
  depositType: 'none' | 'fixed' | 'percent';
  depositValue: string;
}

/** Keys of the services locale for each field error. */
export type ServiceFormErrors = Partial<
  Record<
    'name' | 'duration' | 'price' | 'depositValue',
    'nameRequired' | 'durationInvalid' | 'priceInvalid' | 'depositInvalid'
  >
>;

export function emptyServiceForm(): ServiceFormValues {
  return { name: '', description: '', duration: '', price: '', category: '', depositType: 'none', depositValue: '' };
}

export function serviceToForm(s: ServiceResponse): ServiceFormValues {
  return {
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
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    duration_minutes: duration ? Number(duration) : null,
    price: price ? Number(price) : null,
    category: v.category.trim() || null,
    ...(depositChanged ? { deposit } : {}),
  };
}
