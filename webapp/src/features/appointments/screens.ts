// Every booking screen in one module, behind one lazy import in the router (which picks the screen by its
// route): each import() in the router carries the list of the chunks it needs into the start-up bundle, and
// these screens share nearly all their code.
export { default as AppointmentsPage } from './AppointmentsPage';
export { default as MasterDayPage } from './MasterDayPage';
export { default as MyRecordsPage } from './MyRecordsPage';
export { default as SalonPage } from './SalonPage';
