import { useState } from 'react';
import { Button, ErrorBlock, List, Space, SpinLoading, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation';
import type { ServiceResponse } from '@api/services/services.contract';
import { queryKeys } from '../../api/query-keys';
import { deleteService, useMyServices } from '../../api/services';
import { Page } from '../../components/Page';
import { ShowMore } from '../../components/ShowMore';
import { formatPrice } from '../../lib/format';
import { confirm, haptic } from '../../lib/telegram';
import { ServiceDialog } from './ServiceDialog';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  const queryClient = useQueryClient();
  const services = useMyServices();
  const [dialog, setDialog] = useState<{ open: boolean; service: ServiceResponse | null }>({
    open: false,
    service: null,
  });

  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.myServices });

  async function remove(service: ServiceResponse) {
    if (!(await confirm(t('deleteConfirm', { name: service.name })))) return;
    try {
      await deleteService(service.id, t('deleteError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('deleted') });
      await reload();
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('deleteError') });
    }
  }

  return (
    <Page title={t('title')} back>
      {services.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {services.isError && (
        <ErrorBlock status="default" title={services.error?.message || t('loadError')} description="" />
      )}
      {services.items && services.items.length === 0 && <ErrorBlock status="empty" title={t('empty')} description="" />}
      {services.items && services.items.length > 0 && (
        <List mode="card">
          {services.items.map((s) => (
            <List.Item
              key={s.id}
              extra={formatPrice(s.price)}
              description={
                <>
                  {Boolean(s.description || s.duration_minutes) && (
                    <div>
                      {[s.description, s.duration_minutes ? t('minutes', { count: s.duration_minutes }) : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </div>
                  )}
                  <Space style={{ marginTop: 8 }}>
                    <Button size="mini" onClick={() => setDialog({ open: true, service: s })}>
                      {t('common:edit')}
                    </Button>
                    <Button size="mini" color="danger" fill="outline" onClick={() => void remove(s)}>
                      {t('common:delete')}
                    </Button>
                  </Space>
                </>
              }
            >
              {s.name}
            </List.Item>
          ))}
        </List>
      )}
      <ShowMore list={services} />
      <div style={{ padding: 16 }}>
        <Button block color="primary" onClick={() => setDialog({ open: true, service: null })}>
          {t('add')}
        </Button>
      </div>
      <ServiceDialog
        open={dialog.open}
        service={dialog.service}
        onClose={() => setDialog({ open: false, service: null })}
        onSaved={() => {
          setDialog({ open: false, service: null });
          void reload();
        }}
      />
    </Page>
  );
}
