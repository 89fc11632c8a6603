import { Inject, Injectable } from '@nestjs/common';
import type { Api } from 'grammy';
import { BOT_API } from '../bot-api/bot-api.module';
import { APP_CONFIG, type AppConfig } from '../config/app.config';
import { DEPOSIT_PAYLOAD_PREFIX } from './deposit-payments.contract';

export const DEPOSIT_PAYLOAD = /^dep:(\d{1,10})$/;
export const depositPayload = (appointmentId: number) => `${DEPOSIT_PAYLOAD_PREFIX}${appointmentId}`;

export interface DepositInvoice {
  appointmentId: number;
  /** Roubles. */
  amount: number;
  title: string;
  description: string;
}

/** Telegram's invoice links for deposits (createInvoiceLink with the provider token, in roubles). */
@Injectable()
export class DepositInvoices {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(BOT_API) private readonly api: Api,
  ) {}

  create(i: DepositInvoice): Promise<string> {
    return this.api.createInvoiceLink(
      i.title.slice(0, 32),
      i.description.slice(0, 255),
      depositPayload(i.appointmentId),
      this.config.paymentProviderToken,
      'RUB',
      // amounts are minor units: kopecks
      [{ label: 'Предоплата', amount: i.amount * 100 }],
    );
  }
}
