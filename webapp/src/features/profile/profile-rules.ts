// Profile rules of spec section 5 as pure functions.
import type { RoleType } from '@api/additional-roles/additional-roles.contract';
import { OTHER_CATEGORY } from '../../lib/categories';
import { CUSTOM_CATEGORY_MAX, emailError, nullIfEmpty, phoneError } from '../../lib/validation';
import type { AddableRole } from './role-rules';

export { addableRoles, type AddableRole } from './role-rules';

export interface PersonalDraft {
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
}

/** Live field errors (i18n keys in 'common'): a phone or email that is filled in but invalid. */
export function personalFieldErrors(d: PersonalDraft): { phone?: string; email?: string } {
  const phone = phoneError(d.phone, false);
  const email = emailError(d.email);
  return { ...(phone ? { phone: `common:${phone}` } : {}), ...(email ? { email: `common:${email}` } : {}) };
}

/** Why Save is refused (i18n key in 'profile'), or null. */
export function profileSaveError(d: PersonalDraft): string | null {
  const fields = personalFieldErrors(d);
  if (fields.phone || fields.email) return 'personal.fixErrors';
  if (!d.first_name.trim()) return 'personal.firstNameEmpty';
  return null;
}

export function profilePayload(d: PersonalDraft) {
  return {
    first_name: d.first_name.trim(),
    last_name: nullIfEmpty(d.last_name),
    phone: nullIfEmpty(d.phone),
    email: nullIfEmpty(d.email),
  };
}

export interface AdditionalRoleDraft {
  phone: string;
  email: string;
  category: string;
  custom_category: string;
  specialization: string;
}

/** Client: valid phone, no email error. Master: also a category (and custom one for Другое, <= 50). */
export function additionalRoleValid(role: AddableRole | RoleType, d: AdditionalRoleDraft): boolean {
  if (role === 'client') return !phoneError(d.phone) && !emailError(d.email);
  if (role === 'master') {
    if (phoneError(d.phone) || emailError(d.email) || !d.category) return false;
    if (d.category === OTHER_CATEGORY) {
      const custom = d.custom_category.trim();
      return custom.length > 0 && custom.length <= CUSTOM_CATEGORY_MAX;
    }
    return true;
  }
  return true;
}
