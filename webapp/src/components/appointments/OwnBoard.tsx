import { useMe } from '../../session/me';
import { AppointmentBoard } from './AppointmentBoard';
import { personName } from './appointment-status';
import { useOwnMasterRef } from './use-master-services';

/** The signed-in master's own bookings (their id named, so an owner who is also a master sees only theirs). */
export function OwnBoard({ elsewhere = null }: { elsewhere?: string | null } = {}) {
  const me = useMe();
  const ref = useOwnMasterRef();
  const id = me.data?.user_id ?? null;
  const bookable = me.data && id !== null ? [{ id, name: personName(me.data), ref }] : [];
  return (
    <AppointmentBoard masterId={id} bookable={bookable} enabled={id !== null} hoursOf="me" elsewhere={elsewhere} />
  );
}
