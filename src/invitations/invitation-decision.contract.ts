import type { ActorRefusalCode, Refusal } from '../common/domain-error.contract';

export type InvitationDecision = 'confirm' | 'reject';

/** What can stop the owner's decision on an accepted invitation. */
export type DecisionRefusalCode =
  ActorRefusalCode | 'forbidden' | 'invitation_not_found' | 'invitation_not_awaiting_decision' | 'already_member';

/** The owner's «Подтвердить» / «Отклонить» under an accepted invitation. */
export type DecideResult = { ok: true } | Refusal<DecisionRefusalCode>;
