import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { IdParamDto } from '../../common/dto/id-param.dto';
import { Trim } from '../../common/validators/transforms';
import type { SetManagerRequest, SupportMessageRequest } from '../support.contract';
import { SUPPORT_TEXT_MAX } from '../support.contract';
import { SUPPORT_MSG } from '../support-messages';

/** 1…4000 characters, not only spaces (trimmed). */
export class SupportMessageDto implements SupportMessageRequest {
  @IsString({ message: SUPPORT_MSG.textRequired })
  @Matches(/\S/, { message: SUPPORT_MSG.textRequired })
  @MaxLength(SUPPORT_TEXT_MAX, { message: SUPPORT_MSG.textTooLong })
  @Trim()
  text: string;
}

/** `/managers/{kind}/{id}`: an organization, or an independent master (their user id). */
export class ManagerParamDto extends IdParamDto {
  @IsIn(['organization', 'master'], { message: SUPPORT_MSG.kindInvalid })
  kind: 'organization' | 'master';
}

export class SetManagerDto implements SetManagerRequest {
  @ValidateIf((_o, v) => v !== null)
  @IsInt({ message: SUPPORT_MSG.telegramIdInvalid })
  @Min(1, { message: SUPPORT_MSG.telegramIdInvalid })
  @Max(Number.MAX_SAFE_INTEGER, { message: SUPPORT_MSG.telegramIdInvalid })
  telegram_id: number | null;
}
