import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../common/validators/transforms';
import { type CreateWebhookRequest, WEBHOOK_EVENTS, WEBHOOK_URL_MAX, type WebhookEvent } from '../webhooks.contract';

const EVENTS_TEXT = `События: ${WEBHOOK_EVENTS.join(', ')}`;

export class CreateWebhookDto implements CreateWebhookRequest {
  @IsString({ message: 'Укажите адрес вебхука' })
  @MaxLength(WEBHOOK_URL_MAX, { message: `Адрес вебхука — не длиннее ${WEBHOOK_URL_MAX} символов` })
  @Trim()
  url: string;

  @IsArray({ message: EVENTS_TEXT })
  @ArrayMinSize(1, { message: 'Выберите хотя бы одно событие' })
  @ArrayMaxSize(WEBHOOK_EVENTS.length, { message: EVENTS_TEXT })
  @ArrayUnique({ message: 'События не должны повторяться' })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: EVENTS_TEXT })
  events: WebhookEvent[];
}
