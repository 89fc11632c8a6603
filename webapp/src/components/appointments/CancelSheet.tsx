import { useState } from 'react';
import { Button, Popup, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { cancelAppointment, useRefreshAppointments } from '../../api/appointments';
import { nullIfEmpty } from '../../lib/validation';
import { confirm, haptic } from '../../lib/telegram';

export interface CancelSheetProps {
  appointment: AppointmentResponse | null;
  onClose: () => void;
  onCancelled?: (a: AppointmentResponse) => void;
}

/** An optional reason, then Telegram's confirm (antd's Dialog in a browser), then the cancel. */
export function CancelSheet({ appointment, onClose, onCancelled }: CancelSheetProps) {
  const { t } = useTranslation('appointments');
  const refresh = useRefreshAppointments();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  async function submit() {
    if (!appointment) return;
    if (!(await confirm(t('cancelConfirm')))) return;
    setBusy(true);
    setError(null);
    try {
      const cancelled = await cancelAppointment(appointment.id, nullIfEmpty(reason), t('cancelError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('cancelDone') });
      await refresh();
      onCancelled?.(cancelled);
      close();
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('cancelError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popup visible={appointment !== null} onMaskClick={close} destroyOnClose bodyStyle={{ padding: 16 }}>
      <div role="dialog" aria-label={t('cancelTitle')}>
        <h3 style={{ marginTop: 0 }}>{t('cancelTitle')}</h3>
        <TextArea
          aria-label={t('reason')}
          placeholder={t('reasonPlaceholder')}
          value={reason}
          onChange={setReason}
          maxLength={500}
          rows={3}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <Button block color="danger" loading={busy} style={{ marginTop: 12 }} onClick={() => void submit()}>
          {t('cancel')}
        </Button>
        <Button block fill="none" style={{ marginTop: 8 }} onClick={close}>
          {t('back')}
        </Button>
      </div>
    </Popup>
  );
}
