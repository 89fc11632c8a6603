import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MSG } from '../../common/messages';

/** `/{id}` path parameter: a positive int4; anything else is a 422 on ["path", "id"]. */
export class IdParams {
  @Type(() => Number)
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(2147483647, { message: MSG.invalidId })
  id: number;
}
