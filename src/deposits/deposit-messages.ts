/** Russian texts of deposits (`detail`s and the bot's refusals). */
export const DEPOSIT_MSG = {
  paymentsOff: 'Приём оплаты не подключён',
  percentNeedsPrice: 'Предоплата в процентах считается от цены: укажите цену услуги',
  aboveMinimum: (min: number) => `Предоплата должна быть не меньше ${min} ₽`,
  notAbovePrice: 'Предоплата не может быть больше цены услуги',
  invalid:
    'Предоплата: null, {"type": "fixed", "amount": целое число рублей} или {"type": "percent", "percent": от 1 до 100}',
  wrongState: 'Предоплату в этом состоянии так отметить нельзя',
  timeTaken: 'Это время уже заняли — выберите другое',
  invoiceFailed: 'Не удалось выставить счёт: попробуйте записаться ещё раз',
} as const;
