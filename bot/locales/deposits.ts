import type { Lang } from '.';

/** The bot's texts about deposits (prepayments for visits), ru and en. */
const TEXTS = {
  ru: {
    payPrompt: (what: string, amount: number, until: string) =>
      `Запись ${what} ждёт предоплаты ${amount} ₽. Время держится за вами до ${until}; после оплаты запись подтвердится.`,
    pay: (amount: number) => `Оплатить ${amount} ₽`,
    conflictClient: (what: string, amount: number) =>
      `Предоплата ${amount} ₽ получена, но время ${what} уже заняли. Деньги не потеряны: выберите другое время, ` +
      'и предоплата перейдёт на новую запись. Если не выберете в течение суток, мастер вернёт её.',
    conflictBusiness: (what: string, amount: number, client: string) =>
      `Клиент ${client} оплатил предоплату ${amount} ₽ за запись ${what}, но это время уже занято. ` +
      'Клиенту предложено выбрать другое время; если он не выберет его в течение суток, предоплату нужно вернуть.',
    pickAnother: 'Выбрать другое время',
    refundDue: (what: string, amount: number, client: string, conflict: boolean) =>
      `Верните предоплату ${amount} ₽ клиенту ${client} (запись ${what}): ` +
      (conflict ? 'оплаченное время было занято, а другое клиент не выбрал.' : 'запись отменена.') +
      ' Вернуть деньги можно в кабинете платёжной системы, затем нажмите «Возврат сделан».',
    refundDone: 'Возврат сделан',
    refundMarked: 'Отмечено: предоплата возвращена.',
    refundMarkedNote: '✅ Предоплата возвращена.',
    refundAlready: 'Эта предоплата уже отмечена.',
    refundForbidden: 'Отметить возврат может мастер, владелец или администратор.',
    openBooking: 'Открыть запись',
    extraClient: (what: string, amount: number) =>
      `Пришла ещё одна оплата ${amount} ₽ за запись ${what}, а предоплата уже внесена. ` +
      'Деньги не потеряны: мастер вернёт лишний платёж.',
    extraBusiness: (what: string, amount: number, client: string) =>
      `Клиент ${client} оплатил предоплату за запись ${what} ещё раз: ${amount} ₽. ` +
      'Верните лишний платёж в кабинете платёжной системы.',
  },
  en: {
    payPrompt: (what: string, amount: number, until: string) =>
      `Your booking ${what} awaits a deposit of ${amount} ₽. The time is held for you until ${until}; once paid, the booking is confirmed.`,
    pay: (amount: number) => `Pay ${amount} ₽`,
    conflictClient: (what: string, amount: number) =>
      `Your deposit of ${amount} ₽ was received, but the time ${what} has been taken. Nothing is lost: pick another ` +
      'time and the deposit moves to the new booking. If you do not pick one within a day, it will be refunded.',
    conflictBusiness: (what: string, amount: number, client: string) =>
      `${client} paid a deposit of ${amount} ₽ for ${what}, but that time is taken. They were asked to pick another ` +
      'time; if they do not within a day, the deposit is to be refunded.',
    pickAnother: 'Pick another time',
    refundDue: (what: string, amount: number, client: string, conflict: boolean) =>
      `Refund the deposit of ${amount} ₽ to ${client} (booking ${what}): ` +
      (conflict ? 'the paid time was taken and no other time was picked.' : 'the booking was cancelled.') +
      ' Refund it in your payment provider’s dashboard, then tap “Refund done”.',
    refundDone: 'Refund done',
    refundMarked: 'Marked: the deposit was refunded.',
    refundMarkedNote: '✅ Deposit refunded.',
    refundAlready: 'This deposit is already marked.',
    refundForbidden: 'Only the master, the owner or an admin can mark a refund.',
    openBooking: 'Open the booking',
    extraClient: (what: string, amount: number) =>
      `Another payment of ${amount} ₽ came for your booking ${what}, whose deposit was already paid. ` +
      'Nothing is lost: the master will refund the extra payment.',
    extraBusiness: (what: string, amount: number, client: string) =>
      `${client} paid the deposit for ${what} a second time: ${amount} ₽. ` +
      'Refund the extra payment in your payment provider’s dashboard.',
  },
} as const;

export const depositTexts = (lang: Lang) => TEXTS[lang];
