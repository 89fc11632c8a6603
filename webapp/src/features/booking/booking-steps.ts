// The steps after a tap on a free time: the confirmation (a form, phone rules) and the success screen. One
// lazy chunk of their own, so a master's page shows its services and times without their code (BookingFlow
// loads it while the client looks at the times).
export { BookingDone } from './BookingDone';
export { ConfirmBooking } from './ConfirmBooking';
export { SeriesDone } from './SeriesDone';
