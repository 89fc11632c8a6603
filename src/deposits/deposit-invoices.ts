import { Inject, Injectable } from '@nestjs/common';
import { Api } from 'grammy';
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
  private readonly api: Api;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.api = new Api(config.botToken, { apiRoot: config.telegramApiRoot });
  }

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
