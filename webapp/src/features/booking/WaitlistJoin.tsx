import { useState } from 'react';
import { Button, Input, Popup, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { joinWaitlist, useRefreshWaitlist } from '../../api/waitlist';
import { ApiError } from '../../lib/api-client';
import { haptic } from '../../lib/telegram';
import { daysBetween, formatDayMonth, todayIn } from '../../lib/zoned-time';
import { useRegistration } from '../../session/registration';

/** The longest range one entry may cover (both ends included), as the API allows. */
const MAX_DAYS = 31;

interface Props {
  masterId: number;
  serviceId: number;
  /** The master's zone: the dates are the master's. */
  zone: string;
  /** The day suggested first (the chosen day); null: the master's today. */
  date: string | null;
  /** No free time at all in the days shown. */
  empty: boolean;
}

type Joined = { kind: 'joined' | 'already'; from: string; to: string };

/**
 * «Сообщить, если освободится»: the client waits for a day (or a range of days) of this master and
 * service; when a booking there is cancelled or moved, the bot offers the freed time with «Записаться».
 */
export function WaitlistJoin({ masterId, serviceId, zone, date, empty }: Props) {
  const { t, i18n } = useTranslation('booking');
  const navigate = useNavigate();
  const { status } = useRegistration();
  const refresh = useRefreshWaitlist();
  const today = todayIn(zone);
  const first = date && date >= today ? date : today;
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(first);
  const [to, setTo] = useState(first);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState<Joined | null>(null);

  const span = (a: string, b: string) =>
    a === b
      ? formatDayMonth(a, i18n.language)
      : `${formatDayMonth(a, i18n.language)} – ${formatDayMonth(b, i18n.language)}`;

  function start() {
    if (status === 'unregistered') {
      Toast.show({ content: t('waitlist.registerFirst'), duration: 3000 });
      void navigate('/');
      return;
    }
    setFrom(first);
    setTo(first);
    setError(null);
    setOpen(true);
  }

  async function submit() {
    if (!from || !to || to < from) return setError(t('waitlist.rangeReversed'));
    if (daysBetween(from, to) + 1 > MAX_DAYS) return setError(t('waitlist.rangeTooLong'));
    setBusy(true);
    setError(null);
    try {
      await joinWaitlist({ master_id: masterId, service_id: serviceId, from, to }, t('waitlist.error'));
      haptic('success');
      setJoined({ kind: 'joined', from, to });
      setOpen(false);
      void refresh();
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setJoined({ kind: 'already', from, to });
        setOpen(false);
        return;
      }
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('waitlist.error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div style={{ marginTop: 12 }}>
      {joined ? (
        <div role="status">{t(`waitlist.${joined.kind}`, { dates: span(joined.from, joined.to) })}</div>
      ) : (
        <>
          <div className="hint" style={{ marginBottom: 4 }}>
            {t(empty ? 'waitlist.hintEmpty' : 'waitlist.hint')}
          </div>
          <Button size="small" fill="outline" onClick={start}>
            {t('waitlist.join')}
          </Button>
        </>
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} destroyOnClose bodyStyle={{ padding: 16 }}>
        <div role="dialog" aria-label={t('waitlist.join')}>
          <h3 style={{ marginTop: 0 }}>{t('waitlist.join')}</h3>
          <p className="hint">{t('waitlist.explain')}</p>
          <div style={{ display: 'flex', gap: 12 }}>
            <label style={{ flex: 1 }}>
              <div className="hint">{t('waitlist.from')}</div>
              <Input
                type="date"
                value={from}
                onChange={(v) => {
                  setFrom(v);
                  if (v && to < v) setTo(v);
                }}
              />
            </label>
            <label style={{ flex: 1 }}>
              <div className="hint">{t('waitlist.to')}</div>
              <Input type="date" value={to} onChange={setTo} />
            </label>
          </div>
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <Button block color="primary" loading={busy} style={{ marginTop: 12 }} onClick={() => void submit()}>
            {t('waitlist.submit')}
          </Button>
        </div>
      </Popup>
    </div>
  );
}
