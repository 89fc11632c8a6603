import { useState, type ReactNode } from 'react';
import { Button, Card, List, Space } from 'antd-mobile';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { buildLink } from '@api/deep-links/link-grammar';
import { Page } from '../../components/Page';
import { formatPrice } from '../../lib/format';
import { peekPendingChoice, type PendingChoice } from '../../lib/pending-choice';
import { usePublicOrganization } from '../../api/public';
import { ProviderHeart } from '../../components/ProviderHeart';
import { PublicReviews } from '../../components/reviews/PublicReviews';
import { BookingFlow } from './BookingFlow';
import type { BookingTarget } from './booking-target';
import { isValidLinkParam } from './link-param';
import { LoadState } from './LoadState';
import { SessionsSection } from './SessionsSection';

/**
 * /organization/:deepLink — details and the specialists, each bookable through its own page; and the
 * services, each bookable here with any master or a chosen one (BookingFlow on the organization's times).
 */
export default function PublicOrganizationPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { deepLink } = useParams<{ deepLink: string }>();
  const valid = isValidLinkParam(deepLink);
  const org = usePublicOrganization(valid ? deepLink : '', t('organizationNotFound'), valid);
  const data = org.data;
  const link = buildLink('organization', deepLink ?? '');
  const [pending] = useState(() => (valid ? peekPendingChoice(link) : null));
  // a search hit opens the page with its service chosen: ?service=<id>
  const [params] = useSearchParams();
  const [serviceId, setServiceId] = useState<number | null>(
    pending?.serviceId ?? (Number(params.get('service')) || null),
  );
  const chosen = data?.services.find((s) => s.id === serviceId);

  const detail = (label: string, value: string | null) => (value ? <List.Item extra={value}>{label}</List.Item> : null);

  return (
    <Page title={data?.name ?? t('organizationTitle')} back>
      {!valid ? (
        <LoadState loading={false} error={t('badLink')} />
      ) : (
        <LoadState
          loading={org.isPending}
          error={org.isError ? org.error.message || t('organizationNotFound') : null}
        />
      )}
      {data && (
        <Booking
          target={
            chosen && {
              link,
              source: { kind: 'organization', code: deepLink ?? '' },
              service: chosen,
              master: null,
              address: data.address,
              organization: data.name,
            }
          }
          pending={pending}
        >
          <Card
            title={data.name}
            extra={data.id !== undefined && <ProviderHeart kind="organizations" id={data.id} name={data.name} />}
            style={{ margin: 12 }}
          >
            {data.description && <p style={{ margin: 0 }}>{data.description}</p>}
          </Card>
          <List mode="card">
            {detail(t('category'), data.category)}
            {detail(t('address'), data.address)}
            {detail(t('phone'), data.phone)}
            {detail(t('email'), data.email)}
          </List>
          <List header={t('specialists')} mode="card">
            {data.masters.length === 0 && <List.Item>{t('noSpecialists')}</List.Item>}
            {data.masters.map((m) => (
              <List.Item
                key={m.id}
                description={
                  [m.specialization, m.rating !== null ? `★ ${m.rating.toFixed(1)} (${m.reviews_count})` : null]
                    .filter(Boolean)
                    .join(' · ') || undefined
                }
                extra={
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => navigate(`/organization-master/${m.master_code}`)}
                  >
                    {t('book')}
                  </Button>
                }
              >
                {[m.first_name, m.last_name].filter(Boolean).join(' ')}
              </List.Item>
            ))}
          </List>
          <SessionsSection kind="organization" link={deepLink ?? ''} address={data.address} withMaster />
          {data.services.length > 0 && (
            <List header={t('services')} mode="card">
              {data.services.map((s) => (
                <List.Item
                  key={s.id}
                  description={
                    <Space direction="vertical" style={{ '--gap': '2px' }}>
                      {s.description && <span>{s.description}</span>}
                      {s.duration_minutes !== null && <span>{t('minutes', { count: s.duration_minutes })}</span>}
                    </Space>
                  }
                  extra={
                    <Space direction="vertical" align="end" style={{ '--gap': '4px' }}>
                      {s.price !== null && <span>{formatPrice(s.price)}</span>}
                      <Button
                        size="small"
                        color={s.id === chosen?.id ? 'primary' : 'default'}
                        aria-pressed={s.id === chosen?.id}
                        onClick={() => {
                          setServiceId(s.id);
                          setTimeout(() => document.getElementById('booking-times')?.scrollIntoView?.(), 0);
                        }}
                      >
                        {t('book')}
                      </Button>
                    </Space>
                  }
                >
                  {s.name}
                </List.Item>
              ))}
            </List>
          )}
        </Booking>
      )}
      {valid && org.data && <PublicReviews kind="organization" link={deepLink} />}
    </Page>
  );
}

/** The page alone until a service is chosen, then the page with that service's times and booking. */
function Booking({
  target,
  pending,
  children,
}: {
  target: BookingTarget | undefined;
  pending: PendingChoice | null;
  children: ReactNode;
}) {
  if (!target) return <>{children}</>;
  return (
    <BookingFlow target={target} pending={pending?.serviceId === target.service.id ? pending : null}>
      {children}
    </BookingFlow>
  );
}
