import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { refusalOf } from '../common/domain-error';
import { ACTOR_REFUSALS, actAs } from '../users/act-as';
import type {
  DecideResult,
  DecisionRefusalCode,
  InvitationDecision,
  InvitationsPort,
} from './invitation-decision.contract';
import type { InvitationRole } from './invitations.contract';
import { InvitationsService } from './invitations.service';

const DECISION_REFUSALS: readonly DecisionRefusalCode[] = [
  ...ACTOR_REFUSALS,
  'forbidden',
  'invitation_not_found',
  'invitation_not_awaiting_decision',
  'already_member',
];

/** Invitations as the bot meets them: a /start link, and the owner's buttons under an accepted one. */
@Injectable()
export class InvitationsForBot implements InvitationsPort {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly invitations: InvitationsService,
  ) {}

  /** The invitation GET /api/invitations/<code> shows, while it still waits for an answer. */
  async findPendingByCode(
    code: string,
  ): Promise<{ id: number; organizationName: string; role: InvitationRole } | null> {
    const invitation = await this.invitations.findByCode(code);
    return invitation?.status === 'pending'
      ? { id: invitation.id, organizationName: invitation.organization_name, role: invitation.role }
      : null;
  }

  decide(telegramId: number, invitationId: number, decision: InvitationDecision): Promise<DecideResult> {
    return refusalOf(DECISION_REFUSALS, async () => {
      const owner = await actAs(this.db, telegramId);
      if (decision === 'confirm') await this.invitations.confirm(owner, invitationId);
      else await this.invitations.reject(owner, invitationId);
      return { ok: true } as const;
    });
  }
}
