import { Controller, Get, Param } from '@nestjs/common';
import { Anonymous } from '../auth/access.decorators';
import type { PublicMasterResponse, PublicOrganizationResponse } from './public.contract';
import { PublicService } from './public.service';

/** The booking pages behind the bot's deep links: no identity needed. */
@Anonymous()
@Controller('public')
export class PublicController {
  constructor(private readonly pages: PublicService) {}

  @Get('master/:deepLink')
  master(@Param('deepLink') deepLink: string): Promise<PublicMasterResponse> {
    return this.pages.master(deepLink);
  }

  @Get('organization/:deepLink')
  organization(@Param('deepLink') deepLink: string): Promise<PublicOrganizationResponse> {
    return this.pages.organization(deepLink);
  }

  @Get('organization-master/:masterCode')
  organizationMaster(@Param('masterCode') masterCode: string): Promise<PublicMasterResponse> {
    return this.pages.organizationMaster(masterCode);
  }
}
