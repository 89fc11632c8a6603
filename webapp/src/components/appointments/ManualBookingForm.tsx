import { useState } from 'react';
import { Button, Form, Input, Popup, Selector, SpinLoading, TextArea, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { AppointmentResponse } from '@api/appointments/appointments.contract';
import { createManualAppointment, useRefreshAppointments } from '../../api/appointments';
import { Field } from '../Field';
import { formatPrice } from '../../lib/format';
import { haptic } from '../../lib/telegram';
import { isValidPhone, normalizePhone, nullIfEmpty } from '../../lib/validation';
import { DateTimeFields, type DateTime } from './DateTimeFields';
import { useMasterServices, type MasterRef } from './use-master-services';
import { isoInZone } from '../../lib/zoned-time';

export interface BookableMaster {
  id: number;
  name: string;
  /** Where their services are read (null: unknown, no services to offer). */
  ref: MasterRef | null;
}

export interface ManualBookingFormProps {
  visible: boolean;
  onClose: () => void;
  /** One master (a master's own day) or the salon's masters to choose from. */
  masters: BookableMaster[];
  /** The zone the date and time are typed in (the master's, or the salon's). */
  zone: string;
  date: string;
  /** A known client to book (from the client base): their name and phone filled in. */
  client?: { name: string; phone: string } | null;
  onBooked?: (a: AppointmentResponse) => void;
}

/** "Add a client": staff book a walk-in or phone client for a master, at any free time (the server checks). */
export function ManualBookingForm(props: ManualBookingFormProps) {
  const { t } = useTranslation('appointments');
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      destroyOnClose
      bodyStyle={{ maxHeight: '90vh', overflowY: 'auto', paddingBottom: 16 }}
    >
      <div role="dialog" aria-label={t('manualTitle')}>
        <h3 style={{ margin: '16px 16px 0' }}>{t('manualTitle')}</h3>
        {props.visible && <ManualForm {...props} />}
      </div>
    </Popup>
  );
}

type FieldKey = 'master' | 'service' | 'time' | 'name' | 'phone';

function ManualForm({ masters, zone, date, client, onClose, onBooked }: ManualBookingFormProps) {
  const { t } = useTranslation('appointments');
  const refresh = useRefreshAppointments();
  const [masterId, setMasterId] = useState<number | null>(masters.length === 1 ? masters[0].id : null);
  const master = masters.find((m) => m.id === masterId) ?? null;
  const services = useMasterServices(master?.ref ?? null);
  const [chosenService, setServiceId] = useState<number | null>(null);
  // a master with one service needs no choice
  const serviceId = chosenService ?? (services.services.length === 1 ? services.services[0].id : null);
  const [when, setWhen] = useState<DateTime>({ date, time: '' });
  const [name, setName] = useState(client?.name ?? '');
  const [phone, setPhone] = useState(client?.phone ?? '');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function validate(): Partial<Record<FieldKey, string>> {
    const found: Partial<Record<FieldKey, string>> = {};
    if (masterId === null) found.master = t('chooseMaster');
    if (serviceId === null) found.service = t('chooseService');
    if (!when.date || !when.time) found.time = t('timeRequired');
    if (name.trim().length < 2) found.name = t('clientNameShort');
    if (!isValidPhone(phone)) found.phone = t('common:phoneInvalid');
    return found;
  }

  async function submit() {
    const found = validate();
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0 || masterId === null || serviceId === null) {
      haptic('error');
      return;
    }
    setBusy(true);
    try {
      const booked = await createManualAppointment(
        {
          master_id: masterId,
          service_id: serviceId,
          starts_at: isoInZone(when.date, when.time, zone),
          client_name: name.trim(),
          client_phone: normalizePhone(phone),
          comment: nullIfEmpty(comment),
        },
        t('manualError'),
      );
      haptic('success');
      Toast.show({ icon: 'success', content: t('manualDone') });
      await refresh();
      onBooked?.(booked);
      onClose();
    } catch (e) {
      haptic('error');
      setServerError(e instanceof Error && e.message ? e.message : t('manualError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical">
      {masters.length !== 1 && (
        <Field label={t('master')} required error={errors.master}>
          <Selector
            columns={2}
            options={masters.map((m) => ({ label: m.name, value: m.id }))}
            value={masterId === null ? [] : [masterId]}
            onChange={(v) => {
              setMasterId(v[0] ?? null);
              setServiceId(null);
            }}
          />
        </Field>
      )}
      <Field label={t('service')} required error={errors.service ?? services.error ?? undefined}>
        {services.pending && master ? (
          <SpinLoading />
        ) : master && services.services.length === 0 ? (
          <span className="hint">{t('noServices')}</span>
        ) : (
          <Selector
            columns={1}
            options={services.services.map((s) => ({
              label: [
                s.name,
                s.duration_minutes ? t('common:minutes', { count: s.duration_minutes }) : null,
                formatPrice(s.price),
              ]
                .filter(Boolean)
                .join(' · '),
              value: s.id,
            }))}
            value={serviceId === null ? [] : [serviceId]}
            onChange={(v) => setServiceId(v[0] ?? null)}
          />
        )}
      </Field>
      <Field label={t('when')} required error={errors.time} hint={t('zoneHint', { zone })}>
        <DateTimeFields value={when} onChange={setWhen} />
      </Field>
      <Field label={t('clientName')} required error={errors.name}>
        <Input aria-label={t('clientName')} value={name} onChange={setName} maxLength={100} />
      </Field>
      <Field label={t('phone')} required error={errors.phone}>
        <Input aria-label={t('phone')} type="tel" value={phone} onChange={setPhone} placeholder="+7" />
      </Field>
      <Field label={t('comment')}>
        <TextArea aria-label={t('comment')} value={comment} onChange={setComment} maxLength={1000} rows={2} />
      </Field>
      {serverError && (
        <p className="field-error" role="alert" style={{ padding: '0 16px' }}>
          {serverError}
        </p>
      )}
      <div style={{ padding: '8px 16px' }}>
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          {t('book')}
        </Button>
      </div>
    </Form>
  );
}
