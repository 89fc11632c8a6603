import { InlineKeyboard } from 'grammy';
import type { Locale } from '../locales';

/** callback_data of the owner's decision buttons: inv:c:<id> (confirm) / inv:r:<id> (reject). */
export const DECISION_DATA = /^inv:([cr]):(\d{1,10})$/;
export const decisionData = (decision: 'c' | 'r', invitationId: number) => `inv:${decision}:${invitationId}`;

export function invitationDecisionKeyboard(t: Locale, invitationId: number): InlineKeyboard {
  return new InlineKeyboard()
    .text(t.confirm, decisionData('c', invitationId))
    .text(t.reject, decisionData('r', invitationId));
}

/** Starts the phone verification conversation (offered after registration). */
export const VERIFY_PHONE_DATA = 'phone:verify';
