import type { OrganizationRequest, OrganizationResponse } from '@api/organizations/organizations.contract';
import { DEEP_LINK_PATTERN } from '@api/deep-links/link-grammar';
import { DEEP_LINK_MIN, isValidEmail, isValidPhone, nullIfEmpty } from '../../lib/validation';

export interface OrganizationFormValues {
  name: string;
  description: string;
  phone: string;
  email: string;
  address: string;
  category: string;
  deepLink: string;
}

export type OrganizationFormErrors = Partial<Record<'name' | 'phone' | 'email' | 'deepLink', string>>;

export function emptyOrganizationForm(): OrganizationFormValues {
  return { name: '', description: '', phone: '', email: '', address: '', category: '', deepLink: '' };
}

export function organizationToForm(o: OrganizationResponse): OrganizationFormValues {
  return {
    name: o.name,
    description: o.description ?? '',
    phone: o.phone ?? '',
    email: o.email ?? '',
    address: o.address ?? '',
    category: o.category ?? '',
    deepLink: o.deep_link,
  };
}

/** Field errors as management locale keys, the server's rules for an organization; the link's availability is checked
 *  apart. */
export function validateOrganizationForm(v: OrganizationFormValues, deepLinkRequired: boolean): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  if (!v.name.trim()) errors.name = 'errors.nameRequired';
  if (v.phone.trim() && !isValidPhone(v.phone)) errors.phone = 'errors.phoneInvalid';
  if (v.email.trim() && !isValidEmail(v.email)) errors.email = 'errors.emailInvalid';
  const link = v.deepLink.trim();
  if (link || deepLinkRequired) {
    if (link.length < DEEP_LINK_MIN) errors.deepLink = 'errors.deepLinkShort';
    else if (!DEEP_LINK_PATTERN.test(link)) errors.deepLink = 'errors.deepLinkInvalid';
  }
  return errors;
}

/** Empty optional fields are sent as null. */
export function formToOrganizationRequest(v: OrganizationFormValues): OrganizationRequest {
  return {
    name: v.name.trim(),
    description: nullIfEmpty(v.description),
    phone: nullIfEmpty(v.phone),
    email: nullIfEmpty(v.email),
    address: nullIfEmpty(v.address),
    category: nullIfEmpty(v.category),
    deep_link: nullIfEmpty(v.deepLink),
  };
}
