// The heart that keeps a master or a salon among the client's favorites (search cards, public pages, the
// favorites list). It turns at once and turns back if the server refuses.
import { useEffect, useState } from 'react';
import { Toast } from 'antd-mobile';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useTranslation } from '../lib/use-translation';
import { setFavorite, useRefreshFavorites, type FavoriteKind } from '../api/favorites';
import { haptic } from '../lib/telegram';

interface Props {
  kind: FavoriteKind;
  id: number;
  on: boolean;
  /** Whose heart it is, for screen readers ('Анна Смирнова'). */
  name: string;
}

export function FavoriteHeart({ kind, id, on, name }: Props) {
  const { t } = useTranslation('common', { keyPrefix: 'places' });
  const refresh = useRefreshFavorites();
  const [active, setActive] = useState(on);
  const [busy, setBusy] = useState(false);
  useEffect(() => setActive(on), [on]);

  async function toggle() {
    if (busy) return;
    const next = !active;
    setActive(next);
    setBusy(true);
    try {
      await setFavorite(kind, id, next, t('favoriteError'));
      haptic('success');
      Toast.show({ content: next ? t('favoriteAdded') : t('favoriteRemoved'), duration: 1500 });
      void refresh();
    } catch (e) {
      setActive(!next);
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('favoriteError') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="favorite-heart"
      aria-pressed={active}
      aria-label={`${active ? t('favoriteRemove') : t('favoriteAdd')}: ${name}`}
      onClick={(e) => {
        e.stopPropagation();
        void toggle();
      }}
      style={{
        background: 'none',
        border: 'none',
        padding: 6,
        fontSize: 22,
        lineHeight: 0,
        cursor: 'pointer',
        color: active ? 'var(--adm-color-danger)' : 'var(--adm-color-weak)',
      }}
    >
      {active ? <HeartFill /> : <HeartOutline />}
    </button>
  );
}
