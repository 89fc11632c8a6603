import { useEffect, useState } from 'react';
import { Button, ErrorBlock, Input, List, Popup, SpinLoading, Tag, TextArea, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { ClientCardResponse } from '@api/clients/clients.contract';
import { saveClientNote, useClientCard } from '../../api/clients';
import { formatDateTime, formatPrice } from '../../lib/format';
import { queryKeys } from '../../api/query-keys';

/** Tags as typed: separated by commas, trimmed, empty ones dropped. */
export const parseTags = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A client's card: figures, history, the business's note and tags, and «Записать» (the manual booking). */
export function ClientCard({
  clientKey,
  bookPath,
  onClose,
}: {
  clientKey: string | null;
  bookPath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('clients');
  const card = useClientCard(clientKey);
  return (
    <Popup
      visible={clientKey !== null}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ maxHeight: '90vh', overflowY: 'auto' }}
    >
      <div role="dialog" aria-label={t('card')} style={{ padding: '12px 0' }}>
        {card.isError ? (
          <ErrorBlock status="default" title={card.error.message || t('loadError')} description="" />
        ) : !card.data ? (
          <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
            <SpinLoading />
          </div>
        ) : (
          <CardBody card={card.data} bookPath={bookPath} />
        )}
      </div>
    </Popup>
  );
}

function CardBody({ card, bookPath }: { card: ClientCardResponse; bookPath: string }) {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [note, setNote] = useState(card.note ?? '');
  const [tags, setTags] = useState(card.tags.join(', '));
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setNote(card.note ?? '');
    setTags(card.tags.join(', '));
  }, [card.note, card.tags]);

  async function save() {
    setBusy(true);
    try {
      await saveClientNote(card.key, { note, tags: parseTags(tags) }, t('saveError'));
      await queryClient.invalidateQueries({ queryKey: queryKeys.clients });
      Toast.show({ icon: 'success', content: t('saved') });
    } catch (e) {
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('saveError') });
    } finally {
      setBusy(false);
    }
  }

  const book = () => {
    const params = new URLSearchParams({ book_name: card.name });
    if (card.phone) params.set('book_phone', card.phone);
    void navigate(`${bookPath}?${params.toString()}`);
  };

  return (
    <>
      <h3 style={{ margin: '0 16px 4px' }}>{card.name}</h3>
      <div style={{ margin: '0 16px 8px', color: 'var(--adm-color-weak)' }}>{card.phone}</div>
      <div style={{ margin: '0 16px 8px' }} data-testid="client-figures">
        {t('figures', {
          visits: card.visits,
          noShows: card.no_shows,
          cancelled: card.cancelled,
          spent: formatPrice(card.total_spent) || '0 ₽',
        })}
      </div>
      <div style={{ padding: '0 16px 8px' }}>
        <Button block color="primary" onClick={book}>
          {t('book')}
        </Button>
      </div>
      <List header={t('noteAndTags')}>
        <List.Item>
          <TextArea
            aria-label={t('note')}
            placeholder={t('note')}
            value={note}
            onChange={setNote}
            maxLength={2000}
            autoSize
          />
        </List.Item>
        <List.Item>
          <Input aria-label={t('tags')} placeholder={t('tagsHint')} value={tags} onChange={setTags} />
        </List.Item>
      </List>
      <div style={{ padding: '8px 16px' }}>
        <Button block loading={busy} onClick={() => void save()}>
          {t('save')}
        </Button>
      </div>
      <List header={t('history')}>
        {card.history.map((h) => (
          <List.Item
            key={h.appointment_id}
            description={[h.service?.name, [h.master.first_name, h.master.last_name].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(' · ')}
            extra={<Tag>{t(`status.${h.status}`)}</Tag>}
          >
            {formatDateTime(h.starts_at)} {h.price !== null ? formatPrice(h.price) : ''}
          </List.Item>
        ))}
      </List>
    </>
  );
}
