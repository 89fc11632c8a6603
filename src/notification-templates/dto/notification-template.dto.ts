import { IsString, Matches, MaxLength } from 'class-validator';
import type { NotificationTemplateRequest } from '../notification-templates.contract';
import { TEMPLATE_MSG } from '../template-messages';
import { MESSAGE_MAX } from '../template-text';

/** 1…4096 characters, not only spaces; its placeholders are checked by the service (422 naming the wrong one). */
export class NotificationTemplateDto implements NotificationTemplateRequest {
  @IsString({ message: TEMPLATE_MSG.textRequired })
  @Matches(/\S/, { message: TEMPLATE_MSG.textRequired })
  @MaxLength(MESSAGE_MAX, { message: TEMPLATE_MSG.textRequired })
  text: string;
}
