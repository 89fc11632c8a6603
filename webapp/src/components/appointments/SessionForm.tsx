import { useState } from 'react';
import { Button, Form, Input, Popup, Selector, SpinLoading, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { createSessions, useRefreshSessions, type SessionResponse } from '../../api/sessions';
import { Field } from '../Field';
import { NO_REPEAT, RepeatPicker, ruleOf, type RepeatValue } from '../RepeatPicker';
import { haptic } from '../../lib/telegram';
import { DateTimeFields, type DateTime } from './DateTimeFields';
import type { BookableMaster } from './ManualBookingForm';
import { useMasterServices } from './use-master-services';
import { isoInZone } from '../../lib/zoned-time';

export interface SessionFormProps {
  visible: boolean;
  onClose: () => void;
  /** One master (a master's own day) or the salon's masters to choose from. */
  masters: BookableMaster[];
  /** The zone the date and time are typed in (the master's, or the salon's). */
  zone: string;
  date: string;
  onCreated?: (first: SessionResponse) => void;
}

/** «Групповое занятие»: a group service at a time, once or repeating, with its seats (the service's unless set). */
export function SessionForm(props: SessionFormProps) {
  const { t } = useTranslation('appointments');
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      destroyOnClose
      bodyStyle={{ maxHeight: '90vh', overflowY: 'auto', paddingBottom: 16 }}
    >
      <div role="dialog" aria-label={t('sessions.formTitle')}>
        <h3 style={{ margin: '16px 16px 0' }}>{t('sessions.formTitle')}</h3>
        {props.visible && <SessionFields {...props} />}
      </div>
    </Popup>
  );
}

type FieldKey = 'master' | 'service' | 'time' | 'capacity';

function SessionFields({ masters, zone, date, onClose, onCreated }: SessionFormProps) {
  const { t } = useTranslation('appointments');
  const refresh = useRefreshSessions();
  const [masterId, setMasterId] = useState<number | null>(masters.length === 1 ? masters[0].id : null);
  const master = masters.find((m) => m.id === masterId) ?? null;
  const services = useMasterServices(master?.ref ?? null);
  const [chosenService, setServiceId] = useState<number | null>(null);
  const serviceId = chosenService ?? (services.services.length === 1 ? services.services[0].id : null);
  const [when, setWhen] = useState<DateTime>({ date, time: '' });
  const [repeat, setRepeat] = useState<RepeatValue>(NO_REPEAT);
  const [capacity, setCapacity] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function validate(): Partial<Record<FieldKey, string>> {
    const found: Partial<Record<FieldKey, string>> = {};
    if (masterId === null) found.master = t('chooseMaster');
    if (serviceId === null) found.service = t('sessions.serviceRequired');
    if (!when.date || !when.time) found.time = t('sessions.timeRequired');
    const seats = capacity.trim();
    if (seats && (!/^\d+$/.test(seats) || Number(seats) < 2 || Number(seats) > 500))
      found.capacity = t('sessions.capacityInvalid');
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
      const made = await createSessions(
        String(masterId),
        {
          service_id: serviceId,
          starts_at: isoInZone(when.date, when.time, zone),
          rrule: ruleOf(repeat),
          ...(capacity.trim() ? { capacity: Number(capacity.trim()) } : {}),
        },
        t('sessions.createError'),
      );
      haptic('success');
      Toast.show({ icon: 'success', content: t('sessions.created', { count: made.sessions.length }) });
      await refresh();
      if (made.sessions[0]) onCreated?.(made.sessions[0]);
      onClose();
    } catch (e) {
      haptic('error');
      setServerError(e instanceof Error && e.message ? e.message : t('sessions.createError'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form layout="vertical">
      {masters.length !== 1 && (
        <Field label={t('sessions.master')} required error={errors.master}>
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
      <Field label={t('sessions.service')} required error={errors.service ?? services.error ?? undefined}>
        {services.pending && master ? (
          <SpinLoading />
        ) : master && services.services.length === 0 ? (
          <span className="hint">{t('sessions.noGroupServices')}</span>
        ) : (
          <Selector
            aria-label={t('sessions.service')}
            columns={1}
            options={services.services.map((s) => ({ label: s.name, value: s.id }))}
            value={serviceId === null ? [] : [serviceId]}
            onChange={(v) => setServiceId(v[0] ?? null)}
          />
        )}
      </Field>
      <Field label={t('when')} required error={errors.time} hint={t('zoneHint', { zone })}>
        <DateTimeFields value={when} onChange={setWhen} />
      </Field>
      <RepeatPicker value={repeat} onChange={setRepeat} />
      <Field label={t('sessions.capacity')} error={errors.capacity} hint={t('sessions.capacityHint')}>
        <Input aria-label={t('sessions.capacity')} inputMode="numeric" value={capacity} onChange={setCapacity} />
      </Field>
      {serverError && (
        <p className="field-error" role="alert" style={{ padding: '0 16px' }}>
          {serverError}
        </p>
      )}
      <div style={{ padding: '8px 16px' }}>
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          {t('sessions.create')}
        </Button>
      </div>
    </Form>
  );
}
