import { useTranslation } from '../../lib/use-translation';

/** Stars shown (not chosen): ★★★★☆. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const { t } = useTranslation('reviews');
  const n = Math.round(value);
  return (
    <span aria-label={t('star', { count: n })} style={{ color: '#f5a623', fontSize: size, letterSpacing: 1 }}>
      {'★'.repeat(n)}
      <span style={{ color: 'var(--adm-color-light)' }}>{'★'.repeat(5 - n)}</span>
    </span>
  );
}

/** Five large stars to choose from. */
export function StarInput({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('reviews');
  return (
    <div role="radiogroup" aria-label={t('yourRating')} style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t('star', { count: n })}
          onClick={() => onChange(n)}
          style={{
            fontSize: 44,
            lineHeight: 1,
            background: 'none',
            border: 'none',
            padding: 4,
            cursor: 'pointer',
            color: n <= value ? '#f5a623' : 'var(--adm-color-light)',
          }}
        >
          ★
        </button>
      ))}
    </div>
  );
}
