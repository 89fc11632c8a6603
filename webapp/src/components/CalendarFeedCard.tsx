import { useState } from 'react';
import { Button, Card, Space, Tag, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/use-translation';
import type { CalendarFeedResponse } from '@api/calendar-feed/calendar-feed.contract';
import { googleSubscribeUrl, rotateCalendarFeed, useCalendarFeed } from '../api/calendar-feed';
import { queryKeys } from '../api/query-keys';
import { confirm, copyText, haptic, openLink } from '../lib/telegram';

type CalendarApp = 'google' | 'apple';

/** The registration's choice first; with none (or 'internal'), Google then Apple. */
function appsInOrder(feed: CalendarFeedResponse): CalendarApp[] {
  return feed.calendar_type === 'apple' ? ['apple', 'google'] : ['google', 'apple'];
}

const CHOSEN_STYLE = { border: '1px solid var(--adm-color-primary)', borderRadius: 8, padding: '4px 8px' };
const STEP_KEYS = ['step1', 'step2', 'step3'] as const;

function HowTo({ app, feed, chosen }: { app: CalendarApp; feed: CalendarFeedResponse; chosen: boolean }) {
  const { t } = useTranslation('common', { keyPrefix: 'calendarFeed' });
  const title = t(`${app}.title`);
  return (
    <section aria-label={title} data-chosen={chosen} style={{ margin: '12px 0', ...(chosen ? CHOSEN_STYLE : {}) }}>
      <h4 style={{ margin: '8px 0' }}>
        {title}{' '}
        {chosen && (
          <Tag color="primary" fill="outline">
            {t('yourChoice')}
          </Tag>
        )}
      </h4>
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {STEP_KEYS.map((step) => (
          <li key={step} className="hint">
            {t(`${app}.${step}`)}
          </li>
        ))}
      </ol>
      {app === 'google' ? (
        <Button size="small" style={{ marginTop: 8 }} onClick={() => openLink(googleSubscribeUrl(feed))}>
          {t('google.open')}
        </Button>
      ) : (
        <>
          <p className="link-text" data-testid="calendar-feed-webcal">
            {feed.webcal_url}
          </p>
          <Space wrap>
            <Button size="small" onClick={() => void copyText(feed.webcal_url)}>
              {t('apple.copy')}
            </Button>
            <a
              className="adm-button adm-button-default adm-button-small adm-button-shape-default"
              href={feed.webcal_url}
              style={{ textDecoration: 'none' }}
            >
              {t('apple.open')}
            </a>
          </Space>
        </>
      )}
    </section>
  );
}

/**
 * A master's calendar subscription: the secret feed link with copy, short instructions for Google and Apple
 * Calendar (the one chosen at registration first and marked), and a new link on demand (after a confirmation).
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('common', { keyPrefix: 'calendarFeed' });
  const feed = useCalendarFeed();
  const queryClient = useQueryClient();
  const [rotating, setRotating] = useState(false);

  async function rotate() {
    if (rotating || !(await confirm(t('rotateConfirm')))) return;
    setRotating(true);
    try {
      queryClient.setQueryData(queryKeys.calendarFeed, await rotateCalendarFeed(t('rotateError')));
      haptic('success');
      Toast.show({ icon: 'success', content: t('rotated') });
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('rotateError') });
    } finally {
      setRotating(false);
    }
  }

  const data = feed.data;
  return (
    <Card title={t('title')}>
      {feed.isPending && <p className="hint">{t('loading')}</p>}
      {feed.isError && <p className="form-error">{feed.error.message || t('loadError')}</p>}
      {data && (
        <>
          <p className="hint">{t('description')}</p>
          <p className="link-text" data-testid="calendar-feed-url">
            {data.url}
          </p>
          <Space block wrap>
            <Button size="small" color="primary" onClick={() => void copyText(data.url)}>
              {t('copy')}
            </Button>
            <Button size="small" color="danger" fill="outline" loading={rotating} onClick={() => void rotate()}>
              {t('rotate')}
            </Button>
          </Space>
          {appsInOrder(data).map((app) => (
            <HowTo key={app} app={app} feed={data} chosen={data.calendar_type === app} />
          ))}
          <p className="hint">{t('secret')}</p>
        </>
      )}
    </Card>
  );
}
