import { useLocation } from 'react-router-dom';
import AppointmentsPage from './AppointmentsPage';
import MasterDayPage from './MasterDayPage';
import MyRecordsPage from './MyRecordsPage';
import SalonPage from './SalonPage';

/** The screen of a path: /my-records, /calendar/day, /records and /salon-appointments, /appointments[/…]. */
function screenOf(pathname: string) {
  const first = pathname.split('/')[1] ?? '';
  if (first === 'my-records') return MyRecordsPage;
  if (first === 'calendar') return MasterDayPage;
  if (first === 'records' || first === 'salon-appointments') return SalonPage;
  return AppointmentsPage;
}

/**
 * Every booking screen behind one lazy import, chosen by the path: each import() in the router carries the
 * list of the chunks it needs into the start-up bundle, and these screens share nearly all their code.
 */
export default function AppointmentScreens() {
  const Screen = screenOf(useLocation().pathname);
  return <Screen />;
}
