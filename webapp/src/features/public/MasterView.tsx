import { useState } from 'react';
import { Button, Card, List, Space } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PublicMasterResponse } from '@api/public/public.contract';
import type { SlotsSource } from '../../api/slots';
import { formatPrice } from '../../lib/format';
import { startBooking } from './booking-stub';
import { SlotPicker } from './SlotPicker';

/**
 * A master's public card: breadcrumb, organization, contacts, and services or a single "choose time" button.
 * The chosen service's free times follow the services (the first one's until another is tapped).
 */
export function MasterView({ master, slots }: { master: PublicMasterResponse; slots: SlotsSource }) {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = master.services.find((s) => s.id === chosenId) ?? master.services[0];
  const fullName = [master.first_name, master.last_name].filter(Boolean).join(' ');
  const organization = master.organization;
  const toOrganization = () => {
    if (organization) void navigate(`/organization/${organization.deep_link}`);
  };

  const contact = (label: string, value: string | null) =>
    value ? <List.Item extra={value}>{label}</List.Item> : null;

  return (
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
          <Button block color="primary" size="large" onClick={() => startBooking(null)}>
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
                </Space>
              }
              extra={
                <Button
                  size="small"
                  color="primary"
                  onClick={(e) => {
                    e.stopPropagation();
                    setChosenId(s.id);
                    startBooking(s.id);
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
      {chosen && <SlotPicker key={chosen.id} source={slots} service={chosen} />}
    </>
  );
}
