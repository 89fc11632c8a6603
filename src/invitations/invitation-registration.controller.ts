import { Body, Controller, Post } from '@nestjs/common';
import { Identity, MaybeUser, TelegramOnly } from '../auth/access.decorators';
import type { TelegramIdentity } from '../auth/telegram-identity';
import type { RegisterOrganizationMasterResponse } from '../registration/registration.contract';
import type { User } from '../users/entities/user.entity';
import { InvitationRegistrationDto } from './dto/invitation.dto';
import { InvitationRegistrationService } from './invitation-registration.service';

/** The two registration calls of people joining through an invitation (RegistrationController owns the rest). */
@Controller('registration')
export class InvitationRegistrationController {
  constructor(private readonly registration: InvitationRegistrationService) {}

  @TelegramOnly()
  @Post('register-organization-master')
  registerOrganizationMaster(
    @Identity() identity: TelegramIdentity,
    @MaybeUser() user: User | null,
    @Body() dto: InvitationRegistrationDto,
  ): Promise<RegisterOrganizationMasterResponse> {
    return this.registration.register(identity, user, dto);
  }

  /** Same behaviour and payload as register-organization-master (the mini app's invitation page). */
  @TelegramOnly()
  @Post('invitation')
  registerThroughInvitation(
    @Identity() identity: TelegramIdentity,
    @MaybeUser() user: User | null,
    @Body() dto: InvitationRegistrationDto,
  ): Promise<RegisterOrganizationMasterResponse> {
    return this.registration.register(identity, user, dto);
  }
}
