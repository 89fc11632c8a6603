// The heart of a public master or organization page: shown to registered users, on when the provider is
// already among their favorites.
import { useTranslation } from '../lib/use-translation';
import { useFavorites, type FavoriteKind } from '../api/favorites';
import { useRegistration } from '../session/registration';
import { FavoriteHeart } from './FavoriteHeart';

export function ProviderHeart({ kind, id, name }: { kind: FavoriteKind; id: number; name: string }) {
  const { t } = useTranslation('common', { keyPrefix: 'places' });
  const { status } = useRegistration();
  const favorites = useFavorites(t('favoriteError'), status === 'registered');
  if (status !== 'registered' || !favorites.data) return null;
  const on = (kind === 'masters' ? favorites.data.masters : favorites.data.organizations).some((f) => f.id === id);
  return <FavoriteHeart kind={kind} id={id} on={on} name={name} />;
}
