import { Button, Card, List, Space } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { formatPrice } from '../../lib/format';
import { usePublicOrganization } from '../../api/public';
import { isValidLinkParam } from './link-param';
import { LoadState } from './LoadState';

/** /organization/:deepLink — details and the specialists, each bookable through its own page. */
export default function PublicOrganizationPage() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const { deepLink } = useParams<{ deepLink: string }>();
  const valid = isValidLinkParam(deepLink);
  const org = usePublicOrganization(valid ? deepLink : '', t('organizationNotFound'), valid);
  const data = org.data;

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
        <>
          <Card title={data.name} style={{ margin: 12 }}>
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
                description={m.specialization ?? undefined}
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
                  extra={s.price !== null ? formatPrice(s.price) : undefined}
                >
                  {s.name}
                </List.Item>
              ))}
            </List>
          )}
        </>
      )}
    </Page>
  );
}
