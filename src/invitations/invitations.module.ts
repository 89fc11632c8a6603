import { Module } from '@nestjs/common';
import { InvitationRegistrationController } from './invitation-registration.controller';
import { InvitationRegistrationService } from './invitation-registration.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

@Module({
  controllers: [InvitationsController, InvitationRegistrationController],
  providers: [InvitationsService, InvitationRegistrationService],
  exports: [InvitationsService],
})
export class InvitationsModule {}
