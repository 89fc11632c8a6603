import type { RegisterOrganizationMasterRequest } from '@api/registration/registration.contract';
import { emailError, FIRST_NAME_MIN, nullIfEmpty, phoneError } from '../../lib/validation';

export interface InvitationFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

/** Invitation locale keys per field (the client registration's rules: the invitee registers as a person). */
export type InvitationFormErrors = Partial<Record<keyof InvitationFormValues, string>>;

export function validateInvitationForm(v: InvitationFormValues): InvitationFormErrors {
  const errors: InvitationFormErrors = {};
  if (v.firstName.trim().length < FIRST_NAME_MIN) errors.firstName = 'firstNameShort';
  if (phoneError(v.phone)) errors.phone = 'phoneInvalid';
  if (emailError(v.email)) errors.email = 'emailInvalid';
  return errors;
}

export function toRegisterRequest(
  invitationId: number,
  invitationCode: string,
  v: InvitationFormValues,
): RegisterOrganizationMasterRequest {
  return {
    invitation_id: invitationId,
    invitation_code: invitationCode,
    first_name: v.firstName.trim(),
    last_name: nullIfEmpty(v.lastName),
    phone: v.phone.trim(),
    email: nullIfEmpty(v.email),
  };
}

/** null: no id in the address; NaN: something that is not an id. */
export function parseInvitationId(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  return /^\d+$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/** The invitation's code from the address (the bot's button adds it next to the id); null when absent. */
export function parseInvitationCode(raw: string | null): string | null {
  const code = raw?.trim() ?? '';
  return code === '' ? null : code;
}
