// Who is signed in: GET /users/me, once the registration check says registered.
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { fetchMe } from '../api/users';
import { useRegistration } from './registration';

export function useMe() {
  const { status } = useRegistration();
  return useQuery({ queryKey: queryKeys.me, queryFn: () => fetchMe(), enabled: status === 'registered' });
}
