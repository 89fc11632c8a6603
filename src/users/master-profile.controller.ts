import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { MasterProfileDto } from './dto/master-profile.dto';
import type { User } from './entities/user.entity';
import type { MasterProfileResponse } from './master-profile.contract';
import { MasterProfilesService } from './master-profiles.service';

/** The caller's own master card (registered masters; the service refuses everyone else). */
@Controller('masters')
export class MasterProfileController {
  constructor(private readonly profiles: MasterProfilesService) {}

  @Get('me/profile')
  get(@CurrentUser() user: User): Promise<MasterProfileResponse> {
    return this.profiles.get(user);
  }

  @Put('me/profile')
  update(@CurrentUser() user: User, @Body() dto: MasterProfileDto): Promise<MasterProfileResponse> {
    return this.profiles.update(user, dto);
  }
}
