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

@Module({
  imports: [TypeOrmModule.forFeature([Invitation])],
  controllers: [InvitationsController, InvitationRegistrationController],
  providers: [
    InvitationRecords,
    InvitationsService,
    InvitationManagementService,
    InvitationRegistrationService,
    InvitationsForBot,
  ],
  exports: [InvitationsService, InvitationsForBot],
})
export class InvitationsModule {}
