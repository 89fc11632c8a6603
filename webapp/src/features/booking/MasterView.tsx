import { useState } from 'react';
import { Button, Card, Dialog, List, Space } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { buildLink } from '@api/deep-links/link-grammar';
import type { PublicMasterResponse } from '@api/public/public.contract';
import type { SlotsSource } from '../../api/slots';
import { formatPrice } from '../../lib/format';
import { peekPendingChoice } from '../../lib/pending-choice';
import { ProviderHeart } from '../../components/ProviderHeart';
import { BookingFlow } from './BookingFlow';

/** Brings the free times into view (after a service's Book button). */
function showTimes(): void {
  setTimeout(() => document.getElementById('booking-times')?.scrollIntoView?.({ behavior: 'smooth' }), 0);
}

/**
 * A master's public card: breadcrumb, organization, contacts, and services or a single "choose time" button.
 * The chosen service's free times follow the services (the first one's until another is tapped), and a
 * time leads on to the confirmation (BookingFlow).
 */
export function MasterView({ master, slots }: { master: PublicMasterResponse; slots: SlotsSource }) {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const link = buildLink(slots.kind === 'master' ? 'master' : 'organization_master', slots.code);
  // a time chosen here before registering
  const [pending] = useState(() => peekPendingChoice(link));
  // «Записаться снова» (My records, the review request) opens the page with the visit's service: ?service=<id>
  const [params] = useSearchParams();
  const [chosenId, setChosenId] = useState<number | null>(
    pending?.serviceId ?? (Number(params.get('service')) || null),
  );
  const chosen = master.services.find((s) => s.id === chosenId) ?? master.services[0];
  const fullName = [master.first_name, master.last_name].filter(Boolean).join(' ');
  const organization = master.organization;
  const toOrganization = () => {
    if (organization) void navigate(`/organization/${organization.deep_link}`);
  };

  const contact = (label: string, value: string | null) =>
    value ? <List.Item extra={value}>{label}</List.Item> : null;

  const info = (
    <>
      <nav
        aria-label="breadcrumb"
        style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '8px 12px', flexWrap: 'wrap' }}
      >
        {organization && (
          <>
            <Button size="small" fill="none" color="primary" onClick={toOrganization}>
              {organization.name}
            </Button>
            <span aria-hidden>/</span>
          </>
        )}
        <span style={{ fontWeight: 600 }}>{fullName}</span>
        <span style={{ marginLeft: 'auto' }}>
          <ProviderHeart kind="masters" id={master.id} name={fullName} />
        </span>
      </nav>

      {organization && (
        <Card
          title={t('organization')}
          extra={
            <Button size="small" onClick={toOrganization}>
              {t('details')}
            </Button>
          }
          style={{ margin: '0 12px 12px' }}
        >
          <div style={{ fontWeight: 600 }}>{organization.name}</div>
          {organization.address && <div style={{ color: 'var(--adm-color-weak)' }}>{organization.address}</div>}
        </Card>
      )}

      <List header={fullName} mode="card">
        {contact(t('category'), master.category)}
        {contact(t('specialization'), master.specialization)}
        {contact(t('address'), master.address)}
        {contact(t('phone'), master.phone)}
        {contact(t('email'), master.email)}
      </List>

      {master.services.length === 0 ? (
        <div style={{ padding: 12 }}>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => void Dialog.alert({ content: t('noServices'), confirmText: t('common:ok') })}
          >
            {t('chooseTime')}
          </Button>
        </div>
      ) : (
        <List header={t('services')} mode="card">
          {master.services.map((s) => (
            <List.Item
              key={s.id}
              onClick={() => setChosenId(s.id)}
              arrowIcon={false}
              style={s.id === chosen?.id ? { fontWeight: 600 } : undefined}
              description={
                <Space direction="vertical" style={{ '--gap': '2px' }}>
                  {s.description && <span>{s.description}</span>}
                  {s.duration_minutes !== null && <span>{t('minutes', { count: s.duration_minutes })}</span>}
                  {s.price !== null && <span style={{ fontWeight: 600 }}>{formatPrice(s.price)}</span>}
                  {s.deposit && <span>{t('deposit.badge', { amount: formatPrice(s.deposit.amount) })}</span>}
                </Space>
              }
              extra={
                <Button
                  size="small"
                  color="primary"
                  onClick={(e) => {
                    e.stopPropagation();
                    setChosenId(s.id);
                    showTimes();
                  }}
                >
                  {t('book')}
                </Button>
              }
            >
              {s.name}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
  if (!chosen) return info;
  const target = {
    link,
    source: slots,
    service: chosen,
    master: { id: master.id, name: fullName },
    address: master.address ?? organization?.address ?? null,
    organization: organization?.name ?? null,
  };
  return (
    <BookingFlow target={target} pending={pending?.serviceId === chosen.id ? pending : null}>
      {info}
    </BookingFlow>
  );
}
