import type { PlanName } from './billing.contract';
import { PLAN_TITLES } from './plans';

/** Russian texts of billing (`detail`, the pre-checkout's refusals). */
export const BILLING_MSG = {
  disabled: 'Оплата тарифов на этом сервере отключена: все возможности доступны бесплатно',
  noBusiness: 'Тарифы доступны только владельцам организаций и независимым мастерам',
  alreadyActive: (plan: PlanName) => `Тариф ${PLAN_TITLES[plan]} уже подключён`,
  invoiceFailed: 'Не удалось создать счёт в Telegram, попробуйте ещё раз',
  cancelFailed: 'Не удалось отменить продление в Telegram, попробуйте ещё раз',
  refundFailed: 'Telegram не вернул платёж',
  paymentNotFound: 'Платёж не найден',
  alreadyRefunded: 'Платёж уже возвращён',
  planRequired: 'Доступно на тарифе Pro',
  mastersLimit: (plan: PlanName, limit: number) => `На тарифе ${PLAN_TITLES[plan]} — не больше ${limit} мастеров`,
  recordsLimit: (plan: PlanName, limit: number) =>
    `На тарифе ${PLAN_TITLES[plan]} — не больше ${limit} записей в месяц`,
  /** A client is not told about the business's plan: only that it cannot take online bookings now. */
  onlineBookingPaused: (phone: string | null) =>
    phone
      ? `Онлайн-запись к этому мастеру временно недоступна. Запишитесь по телефону: ${phone}`
      : 'Онлайн-запись к этому мастеру временно недоступна',
  preCheckout: {
    disabled: 'Оплата тарифов сейчас отключена',
    stale: 'Этот счёт устарел: откройте страницу «Тариф» и оформите подписку заново',
    foreign: 'Этот счёт выставлен другому пользователю или организации',
    price: 'Цена тарифа изменилась: откройте страницу «Тариф» и оформите подписку заново',
  },
} as const;
