import { useState } from 'react';
import { CheckList, Popup } from 'antd-mobile';
import { useTranslation } from '../lib/use-translation';
import { categoryLabelKey, MASTER_CATEGORIES } from '../lib/categories';

export interface CategoryPickerProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/** The master category dropdown (at most 300 px tall; the list scrolls inside it). */
export function CategoryPicker({ value, onChange, label }: CategoryPickerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="picker-trigger"
        aria-haspopup="listbox"
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {value ? t(categoryLabelKey(value)) : <span className="hint">{t('chooseCategory')}</span>}
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} destroyOnClose>
        <div className="category-list" style={{ maxHeight: 300, overflowY: 'auto' }} role="listbox" aria-label={label}>
          <CheckList
            value={value ? [value] : []}
            onChange={(values) => {
              const next = values[values.length - 1];
              if (typeof next === 'string') onChange(next);
              setOpen(false);
            }}
          >
            {MASTER_CATEGORIES.map((category) => (
              <CheckList.Item key={category} value={category}>
                {t(categoryLabelKey(category))}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
