import { useTranslation } from '../../lib/use-translation';
import { categoryLabelKey, MASTER_CATEGORIES } from '../../lib/categories';

/** The master categories as one row of chips, scrolled sideways; «Все» clears the choice. */
export function CategoryChips({ value, onChange }: { value: string | null; onChange: (v: string | null) => void }) {
  const { t } = useTranslation('search');
  const chip = (key: string, label: string, active: boolean, next: string | null) => (
    <button
      key={key}
      type="button"
      className={active ? 'search-chip search-chip-active' : 'search-chip'}
      aria-pressed={active}
      onClick={() => onChange(next)}
    >
      {label}
    </button>
  );
  return (
    <div className="search-chips" role="group" aria-label={t('categories')}>
      {chip('all', t('allCategories'), value === null, null)}
      {MASTER_CATEGORIES.map((c) => chip(c, t(`common:${categoryLabelKey(c)}`), value === c, value === c ? null : c))}
    </div>
  );
}
