import { IsBoolean } from 'class-validator';
import type { DigestSettings } from '../digest.contract';

export class DigestSettingsDto implements DigestSettings {
  @IsBoolean({ message: 'enabled должно быть true или false' })
  enabled: boolean;
}
