import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';
import type { InvitationRole } from './invitations.contract';

export type InvitationDecision = 'confirm' | 'reject';

/** What can stop the owner's decision on an accepted invitation. */
export type DecisionRefusalCode =
  ActorRefusalCode | 'forbidden' | 'invitation_not_found' | 'invitation_not_awaiting_decision' | 'already_member';

/** The owner's «Подтвердить» / «Отклонить» under an accepted invitation. */
export type DecideResult = { ok: true } | Refusal<DecisionRefusalCode>;

/** What the bot asks of invitations: the link a /start opens, and the owner's decision. */
export interface InvitationsPort {
  /** Only a pending invitation counts. */
  findPendingByCode(code: string): Promise<{ id: number; organizationName: string; role: InvitationRole } | null>;
  /** The owner's decision on an accepted invitation, checked against the caller's identity. */
  decide(telegramId: number, invitationId: number, decision: InvitationDecision): Promise<DecideResult>;
}
