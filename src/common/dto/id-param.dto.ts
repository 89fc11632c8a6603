import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MSG } from '../messages';

const MAX_INT4 = 2147483647;

/** `/{id}` path parameter: a positive int4; anything else is a 422 on ["path", "id"]. */
export class IdParamDto {
  @Type(() => Number)
  @IsInt({ message: MSG.invalidId })
  @Min(1, { message: MSG.invalidId })
  @Max(MAX_INT4, { message: MSG.invalidId })
  id: number;
}
