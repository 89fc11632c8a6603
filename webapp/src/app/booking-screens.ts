// Every booking screen in one module, behind one lazy import in the router (which picks the screen by its
// route): each import() in the router carries the list of the chunks it needs into the start-up bundle, and
// these screens share nearly all their code.
export { default as AppointmentsPage } from '../features/my-records/AppointmentsPage';
export { default as MasterDayPage } from '../features/master-day/MasterDayPage';
export { default as MyRecordsPage } from '../features/my-records/MyRecordsPage';
export { default as SalonPage } from '../features/salon-board/SalonPage';
