// Registration rules of spec section 5, as pure functions. Error values are i18n keys.
import type { DeepLinkStatus } from '../../api/deep-links';
import { OTHER_CATEGORY } from '../../lib/categories';
import { CUSTOM_CATEGORY_MAX, DEEP_LINK_MIN, emailError, FIRST_NAME_MIN, phoneError } from '../../lib/validation';

export type CalendarType = 'internal' | 'google' | 'apple';

export interface PersonalValues {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

export interface MasterValues extends PersonalValues {
  category: string;
  custom_category: string;
  specialization: string;
  calendar_type: CalendarType;
  google_calendar_email: string;
  apple_calendar_id: string;
  deep_link: string;
}

export interface OwnerValues extends PersonalValues {
  organization_name: string;
  organization_description: string;
  organization_address: string;
  organization_phone: string;
  organization_email: string;
  organization_deep_link: string;
  calendar_type: CalendarType;
  google_calendar_email: string;
  apple_calendar_id: string;
}

export type Errors = Partial<Record<string, string>>;

const common = (key: 'phoneInvalid' | 'emailInvalid' | undefined) => (key ? `common:${key}` : undefined);

export function validatePersonal(v: PersonalValues): Errors {
  const errors: Errors = {};
  if (v.first_name.trim().length < FIRST_NAME_MIN) errors.first_name = 'registration:errors.firstNameMin';
  const phone = common(phoneError(v.phone));
  if (phone) errors.phone = phone;
  const email = common(emailError(v.email));
  if (email) errors.email = email;
  return errors;
}

export function validateCategory(category: string, custom: string): Errors {
  if (!category) return { category: 'registration:errors.categoryRequired' };
  if (category === OTHER_CATEGORY) {
    const text = custom.trim();
    if (!text || text.length > CUSTOM_CATEGORY_MAX)
      return { custom_category: 'registration:errors.customCategoryRequired' };
  }
  return {};
}

function validateLink(link: string, status: DeepLinkStatus): string | undefined {
  return link.length < DEEP_LINK_MIN || status !== 'available' ? 'common:deepLinkUnavailable' : undefined;
}

export function validateMaster(v: MasterValues, linkStatus: DeepLinkStatus): Errors {
  const errors: Errors = { ...validatePersonal(v), ...validateCategory(v.category, v.custom_category) };
  const link = validateLink(v.deep_link, linkStatus);
  if (link) errors.deep_link = link;
  return errors;
}

export function validateOwner(v: OwnerValues, linkStatus: DeepLinkStatus): Errors {
  const errors: Errors = validatePersonal(v);
  if (v.organization_name.trim().length < FIRST_NAME_MIN)
    errors.organization_name = 'registration:errors.organizationNameMin';
  const phone = common(phoneError(v.organization_phone));
  if (phone) errors.organization_phone = phone;
  const email = common(emailError(v.organization_email));
  if (email) errors.organization_email = email;
  const link = validateLink(v.organization_deep_link, linkStatus);
  if (link) errors.organization_deep_link = link;
  return errors;
}

export function hasErrors(errors: Errors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The errors minus those of fields the user just edited. */
export function withoutKeys(errors: Errors, keys: string[]): Errors {
  if (!keys.some((k) => errors[k])) return errors;
  const next = { ...errors };
  for (const k of keys) delete next[k];
  return next;
}
