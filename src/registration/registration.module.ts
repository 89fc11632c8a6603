import { Module } from '@nestjs/common';
import { DeepLinkSuggestionsService } from './deep-link-suggestions.service';
import { RegistrationController } from './registration.controller';
import { RegistrationService } from './registration.service';

@Module({
  controllers: [RegistrationController],
  providers: [RegistrationService, DeepLinkSuggestionsService],
  exports: [DeepLinkSuggestionsService],
})
export class RegistrationModule {}
