import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min, registerDecorator, ValidateIf } from 'class-validator';
import { MSG } from '../../common/messages';
import { MAX_INT } from '../../organizations/dto/organization.dto';
import { isWorkDate } from '../../schedules/dto/schedule.dto';
import type { JoinSessionWaitlistRequest, JoinWaitlistRequest } from '../waitlist.contract';
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

/** A master's service on dates (master_id, service_id, from, to), or a seat of a group session (session_id alone). */
export class JoinWaitlistDto implements Partial<JoinWaitlistRequest>, Partial<JoinSessionWaitlistRequest> {
  @ValidateIf((o: JoinWaitlistDto) => o.session_id === undefined)
  @BodyId()
  master_id?: number;

  @ValidateIf((o: JoinWaitlistDto) => o.session_id === undefined)
  @BodyId()
  service_id?: number;

  @ValidateIf((o: JoinWaitlistDto) => o.session_id === undefined)
  @IsWorkDate()
  from?: string;

  @ValidateIf((o: JoinWaitlistDto) => o.session_id === undefined)
  @IsWorkDate()
  to?: string;

  @IsOptional()
  @BodyId()
  session_id?: number;
}
