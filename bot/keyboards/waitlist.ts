import { InlineKeyboard } from 'grammy';

/** callback_data of «Записаться» under a waitlist offer: wl:take:<offer id>. */
export const TAKE_OFFER_DATA = /^wl:take:(\d{1,10})$/;
export const takeOfferData = (offerId: number) => `wl:take:${offerId}`;

export function takeOfferKeyboard(label: string, offerId: number): InlineKeyboard {
  return new InlineKeyboard().text(label, takeOfferData(offerId));
}
