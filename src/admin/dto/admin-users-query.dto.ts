import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MaxLength } from 'class-validator';
import { MSG } from '../../common/messages';
import { TransformString } from '../../common/validators/transforms';
import type { UserType } from '../../users/entities/user.entity';

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const USER_TYPES: UserType[] = ['client', 'master', 'organization'];

/** The admin table sends every filter, empty ones as `param=`: an empty value means "not set". */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const IntParam = () =>
  Transform(({ value }) => {
    const v = emptyToUndefined(value);
    if (typeof v !== 'string') return v;
    return /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v;
  });

/** GET /admin/users?page=1&limit=20&search=&user_type=&is_blocked= */
export class AdminUsersQueryDto {
  @IntParam()
  @IsOptional()
  @IsInt({ message: MSG.pageInvalid })
  @Min(1, { message: MSG.pageInvalid })
  page?: number;

  @IntParam()
  @IsOptional()
  @IsInt({ message: MSG.limitInvalid })
  @Min(1, { message: MSG.limitInvalid })
  @Max(ADMIN_PAGE_SIZE_MAX, { message: MSG.limitInvalid })
  limit?: number;

  @TransformString((value) => emptyToUndefined(value.trim()))
  @IsOptional()
  @MaxLength(100, { message: MSG.textTooLong })
  @IsString({ message: MSG.badRequest })
  search?: string;

  @Transform(({ value }) => emptyToUndefined(value))
  @IsOptional()
  @IsIn(USER_TYPES, { message: MSG.userTypeInvalid })
  user_type?: UserType;

  @Transform(({ value }) => {
    const v = emptyToUndefined(value);
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return v;
  })
  @IsOptional()
  @IsBoolean({ message: MSG.booleanInvalid })
  is_blocked?: boolean;
}
