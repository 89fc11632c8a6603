import { Body, Controller, Get, Put } from '@nestjs/common';
import { CurrentUser } from '../../auth/access.decorators';
import type { User } from '../../users/entities/user.entity';
import type { DigestSettings } from './digest.contract';
import { DigestService } from './digest.service';
import { DigestSettingsDto } from './dto/digest.dto';

/** The weekly digest switch of an owner or an independent master (the Statistics page). */
@Controller('statistics/digest')
export class DigestController {
  constructor(private readonly digest: DigestService) {}

  @Get()
  get(@CurrentUser() user: User): Promise<DigestSettings> {
    return this.digest.settings(user.id);
  }

  @Put()
  put(@CurrentUser() user: User, @Body() dto: DigestSettingsDto): Promise<DigestSettings> {
    return this.digest.update(user.id, dto.enabled);
  }
}
