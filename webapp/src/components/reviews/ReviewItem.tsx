import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { Review } from '@api/reviews/reviews.contract';
import { formatDate } from '../../lib/format';
import { Stars } from './Stars';

/** One review: stars, author, date, service, text and the master's reply; `actions` below it. */
export function ReviewItem({ review: r, actions }: { review: Review; actions?: ReactNode }) {
  const { t } = useTranslation('reviews');
  const author = [r.author.first_name, r.author.last_initial ? `${r.author.last_initial}.` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      data-testid={`review-${r.id}`}
      style={{ padding: '10px 0', borderBottom: '1px solid var(--adm-border-color)' }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Stars value={r.rating} />
        <span className="hint">{formatDate(r.created_at)}</span>
      </div>
      <div style={{ fontWeight: 600 }}>
        {author}
        {r.service ? <span className="hint"> · {r.service.name}</span> : null}
      </div>
      {r.text && <div style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{r.text}</div>}
      {r.reply && (
        <div style={{ marginTop: 6, paddingLeft: 10, borderLeft: '3px solid var(--adm-color-primary)' }}>
          <div className="hint">{t('reply')}</div>
          <div style={{ whiteSpace: 'pre-wrap' }}>{r.reply.text}</div>
        </div>
      )}
      {actions}
    </div>
  );
}
