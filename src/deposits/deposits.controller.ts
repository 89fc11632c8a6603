import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../auth/access.decorators';
import { IdParamDto } from '../common/dto/id-param.dto';
import type { AppointmentResponse } from '../appointments/appointments.contract';
import type { User } from '../users/entities/user.entity';
import { DepositsService } from './deposits.service';

/** The business marks what became of a booking's deposit (the Bot API cannot refund provider payments). */
@Controller('appointments')
export class DepositsController {
  constructor(private readonly deposits: DepositsService) {}

  @Post(':id/deposit/refunded')
  @HttpCode(200)
  refunded(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<AppointmentResponse> {
    return this.deposits.markRefunded(user, p.id);
  }

  @Post(':id/deposit/retain')
  @HttpCode(200)
  retain(@CurrentUser() user: User, @Param() p: IdParamDto): Promise<AppointmentResponse> {
    return this.deposits.retain(user, p.id);
  }
}
