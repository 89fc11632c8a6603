import { applyDecorators } from '@nestjs/common';
import { IsInt, Max, Min, registerDecorator } from 'class-validator';
import { MSG } from '../../common/messages';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import { isWorkDate } from '../../schedules/dto/schedule.dto';
import type { JoinWaitlistRequest } from '../waitlist.contract';
import { WAITLIST_MSG } from '../waitlist-messages';

/** A positive int4 id (in a body a JSON number: '5' is refused). */
const BodyId = () =>
  applyDecorators(
    IsInt({ message: MSG.invalidId }),
    Min(1, { message: MSG.invalidId }),
    Max(MAX_INT, { message: MSG.invalidId }),
  );

/** 'YYYY-MM-DD', a real date of years 1970..2999. */
function IsWorkDate() {
  return function (object: object, propertyName: string | symbol): void {
    registerDecorator({
      name: 'isWorkDate',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: WAITLIST_MSG.dateInvalid },
      validator: { validate: isWorkDate },
    });
  };
}

export class JoinWaitlistDto implements JoinWaitlistRequest {
  @BodyId()
  master_id: number;

  @BodyId()
  service_id: number;

  @IsWorkDate()
  from: string;

  @IsWorkDate()
  to: string;
}
