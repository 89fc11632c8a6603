import { IsString, MaxLength } from 'class-validator';
import { MSG } from '../../common/messages';
import type { SuggestDeepLinkRequest } from '../registration.contract';

export class SuggestDeepLinkDto implements SuggestDeepLinkRequest {
  @MaxLength(200, { message: MSG.nameTooLong })
  @IsString({ message: MSG.badRequest })
  name: string;
}
