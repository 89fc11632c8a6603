import type { ServiceRequest, ServiceResponse } from '@api/services/services.contract';

export interface ServiceFormValues {
  name: string;
  description: string;
  duration: string;
  price: string;
  category: string;
}

/** Keys of the services locale for each field error. */
export type ServiceFormErrors = Partial<
  Record<'name' | 'duration' | 'price', 'nameRequired' | 'durationInvalid' | 'priceInvalid'>
>;

export function emptyServiceForm(): ServiceFormValues {
  return { name: '', description: '', duration: '', price: '', category: '' };
}

export function serviceToForm(s: ServiceResponse): ServiceFormValues {
  return {
    name: s.name,
    description: s.description ?? '',
    duration: s.duration_minutes === null ? '' : String(s.duration_minutes),
    price: s.price === null ? '' : String(s.price),
    category: s.category ?? '',
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
  return errors;
}

export function formToServiceRequest(v: ServiceFormValues): ServiceRequest {
  const duration = v.duration.trim();
  const price = v.price.trim().replace(',', '.');
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    duration_minutes: duration ? Number(duration) : null,
    price: price ? Number(price) : null,
    category: v.category.trim() || null,
  };
}
