import { IsIn } from 'class-validator';
import type { PaidPlan } from '../billing.contract';

export class SubscribeDto {
  @IsIn(['pro', 'enterprise'], { message: 'Тариф может быть только pro или enterprise' })
  plan: PaidPlan;
}
