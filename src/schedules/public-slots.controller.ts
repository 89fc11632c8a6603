import { Controller, Get, Param, Query } from '@nestjs/common';
import { Public } from '../auth/access.decorators';
import { PerMinuteLimit } from '../rate-limit/per-minute-limit';
import { SlotsQueryDto } from './dto/schedule.dto';
import { PublicSlotsService } from './public-slots.service';
import type { MasterSlotsResponse, OrganizationSlotsResponse } from './schedules.contract';

/**
 * Free start times beside the public booking pages (same paths, `/slots`): no identity needed. Each read
 * costs real work, so one client address gets PUBLIC_SLOTS_PER_MINUTE of them a minute, all three together.
 */
@Public()
@PerMinuteLimit({ setting: 'publicSlotsPerMinute', per: 'address', bucket: 'public-slots' })
@Controller('public')
export class PublicSlotsController {
  constructor(private readonly slots: PublicSlotsService) {}

  @Get('master/:deepLink/slots')
  master(@Param('deepLink') deepLink: string, @Query() q: SlotsQueryDto): Promise<MasterSlotsResponse> {
    return this.slots.master(deepLink, q);
  }

  @Get('organization-master/:masterCode/slots')
  organizationMaster(@Param('masterCode') masterCode: string, @Query() q: SlotsQueryDto): Promise<MasterSlotsResponse> {
    return this.slots.organizationMaster(masterCode, q);
  }

  /** "Any master": each start with the ids of the masters free then. */
  @Get('organization/:deepLink/slots')
  organization(@Param('deepLink') deepLink: string, @Query() q: SlotsQueryDto): Promise<OrganizationSlotsResponse> {
    return this.slots.organization(deepLink, q);
  }
}
