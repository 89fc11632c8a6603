import type { Lang } from '.';

type PlanName = 'basic' | 'pro' | 'enterprise';
const TITLES: Record<PlanName, string> = { basic: 'Basic', pro: 'Pro', enterprise: 'Enterprise' };

/** The bot's texts about plans and their payments, ru and en. */
const TEXTS = {
  ru: {
    cmdPaysupport: 'Помощь с оплатой тарифа',
    paysupport:
      'Помощь с оплатой тарифа. Опишите, что случилось, ответом на это сообщение или в приложении: Профиль → ' +
      '«Связаться с нами»; укажите дату платежа и тариф. Мы ответим в течение 24 часов. Вернуть платёж в Telegram ' +
      'Stars может только администратор сервиса, подписку можно отменить на странице «Тариф».',
    paid: (plan: PlanName, business: string, until: string, renewal: boolean) =>
      renewal
        ? `Подписка ${TITLES[plan]} для «${business}» продлена до ${until}. Спасибо!`
        : `Тариф ${TITLES[plan]} для «${business}» оплачен и действует до ${until}. Спасибо!`,
    grace: (plan: PlanName, business: string, graceUntil: string, day: number) =>
      `Оплаченный период тарифа ${TITLES[plan]} для «${business}» закончился (день ${day} из 3). ` +
      `Всё работает до ${graceUntil}, затем тариф станет Basic. Продлить можно на странице «Тариф».`,
    usage: (business: string, percent: number, used: number, limit: number) =>
      percent >= 100
        ? `«${business}»: в этом месяце ${used} из ${limit} записей тарифа Basic. Новые онлайн-записи не принимаются ` +
          'до конца месяца. Тариф Pro снимает ограничение.'
        : `«${business}»: в этом месяце уже ${used} из ${limit} записей тарифа Basic (${percent} %).`,
    refunded: (plan: PlanName, business: string, amount: number) =>
      `Платёж ${amount} ⭐ за тариф ${TITLES[plan]} для «${business}» возвращён. Тариф завершён.`,
    openTariff: 'Открыть «Тариф»',
    invoiceUnknown: 'Этот счёт не принимается: откройте оплату заново из приложения',
  },
  en: {
    cmdPaysupport: 'Help with a plan payment',
    paysupport:
      'Help with a plan payment. Describe what happened in a reply to this message or in the app: Profile → ' +
      '“Contact us”; give the payment date and the plan. We reply within 24 hours. Only the service administrator ' +
      'can refund a Telegram Stars payment; a subscription can be cancelled on the Tariff page.',
    paid: (plan: PlanName, business: string, until: string, renewal: boolean) =>
      renewal
        ? `The ${TITLES[plan]} subscription of “${business}” is renewed until ${until}. Thank you!`
        : `The ${TITLES[plan]} plan of “${business}” is paid and active until ${until}. Thank you!`,
    grace: (plan: PlanName, business: string, graceUntil: string, day: number) =>
      `The paid period of the ${TITLES[plan]} plan of “${business}” has ended (day ${day} of 3). ` +
      `Everything works until ${graceUntil}, then the plan becomes Basic. Renew it on the Tariff page.`,
    usage: (business: string, percent: number, used: number, limit: number) =>
      percent >= 100
        ? `“${business}”: ${used} of the Basic plan's ${limit} records this month. New online bookings are not ` +
          'accepted until the month ends. The Pro plan has no such limit.'
        : `“${business}”: ${used} of the Basic plan's ${limit} records this month already (${percent} %).`,
    refunded: (plan: PlanName, business: string, amount: number) =>
      `The payment of ${amount} ⭐ for the ${TITLES[plan]} plan of “${business}” was refunded. The plan has ended.`,
    openTariff: 'Open Tariff',
    invoiceUnknown: 'This invoice is not accepted: open the payment again from the app',
  },
} as const;

export const billingTexts = (lang: Lang) => TEXTS[lang];
