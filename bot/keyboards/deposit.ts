/**
 * callback_data of «Возврат сделан» under a refund notice: dep:ref:<appointment id>. The data names the action
 * and the booking only: who taps is checked against the booking's business on every tap.
 */
export const DEPOSIT_REFUND_DATA = /^dep:ref:(\d{1,10})$/;
export const depositRefundData = (appointmentId: number) => `dep:ref:${appointmentId}`;
