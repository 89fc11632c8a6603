import { Button } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { SlotsPage } from '../../api/slots';
import { fullName } from './booking-time';

interface Props {
  masters: SlotsPage['masters'];
  /** null: any master. */
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offer "any master" first (default); false: only the masters. */
  any?: boolean;
}

/** The organization's masters for a service as a row of buttons: "any master" first, then each of them. */
export function MasterFilter({ masters, value, onChange, any = true }: Props) {
  const { t } = useTranslation('booking');
  const options: { id: number | null; label: string }[] = [
    ...(any ? [{ id: null, label: t('anyMaster') }] : []),
    ...masters.map((m) => ({ id: m.id, label: fullName(m) })),
  ];
  return (
    <div
      role="group"
      aria-label={t('chooseMaster')}
      style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 8 }}
    >
      {options.map((o) => (
        <Button
          key={o.id ?? 'any'}
          size="small"
          color={o.id === value ? 'primary' : 'default'}
          aria-pressed={o.id === value}
          style={{ flex: '0 0 auto' }}
          onClick={() => onChange(o.id)}
        >
          {o.label}
        </Button>
      ))}
    </div>
  );
}
