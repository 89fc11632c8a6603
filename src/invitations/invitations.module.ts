import { Module } from '@nestjs/common';
import { InvitationsForBot } from './invitations-for-bot';
import { InvitationRegistrationController } from './invitation-registration.controller';
import { InvitationRegistrationService } from './invitation-registration.service';
import { InvitationsController } from './invitations.controller';
import { InvitationManagementService } from './invitation-management.service';
import { InvitationRecords } from './invitation-records.service';
import { InvitationsService } from './invitations.service';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Invitation } from './entities/invitation.entity';
import { dropPendingInvitations } from './invitation-store';
import { PENDING_INVITATIONS, type PendingInvitations } from '../organizations/pending-invitations';

@Module({
  imports: [TypeOrmModule.forFeature([Invitation])],
  controllers: [InvitationsController, InvitationRegistrationController],
  providers: [
    InvitationRecords,
    InvitationsService,
    InvitationManagementService,
    InvitationRegistrationService,
    InvitationsForBot,
    { provide: PENDING_INVITATIONS, useValue: { drop: dropPendingInvitations } satisfies PendingInvitations },
  ],
  exports: [InvitationsService, InvitationsForBot],
})
export class InvitationsModule {}
