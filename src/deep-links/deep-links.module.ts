import { Global, Module } from '@nestjs/common';
import { DeepLinkSuggestionsService } from './deep-link-suggestions.service';
import { DeepLinksService } from './deep-links.service';

/** The deep link namespace (availability, suggestions), for registration, organizations and roles. */
@Global()
@Module({
  providers: [DeepLinksService, DeepLinkSuggestionsService],
  exports: [DeepLinksService, DeepLinkSuggestionsService],
})
export class DeepLinksModule {}
