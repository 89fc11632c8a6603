import { useState } from 'react';
import { Button, Form, Input, Selector, Space, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { CalendarConnectionResponse } from '@api/calendar-sync/calendar-sync.contract';
import { CALDAV_PRESETS, connectCaldav } from '../../api/calendar-sync';
import { haptic } from '../../lib/telegram';

type Preset = keyof typeof CALDAV_PRESETS | 'other';
const PRESETS: Preset[] = ['yandex', 'icloud', 'other'];

/** A CalDAV server (Yandex, iCloud or any other address), a login and an app password; errors as the server says. */
export function CaldavForm({
  onDone,
  onCancel,
}: {
  onDone: (c: CalendarConnectionResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('working-hours', { keyPrefix: 'sync.caldav' });
  const [preset, setPreset] = useState<Preset>('yandex');
  const [address, setAddress] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const server_url = preset === 'other' ? address.trim() : CALDAV_PRESETS[preset];
    if (!server_url || !username.trim() || !password) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const connection = await connectCaldav({ server_url, username: username.trim(), password }, t('error'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('connected') });
      onDone(connection);
    } catch (e) {
      haptic('error');
      setError(e instanceof Error && e.message ? e.message : t('error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label={t('title')}>
      <h4 style={{ margin: '8px 0' }}>{t('title')}</h4>
      <Form layout="vertical">
        <Form.Item label={t('server')}>
          <Selector
            columns={3}
            value={[preset]}
            options={PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
            onChange={(v) => v[0] && setPreset(v[0])}
          />
        </Form.Item>
        {preset === 'other' && (
          <Form.Item label={t('address')}>
            <Input
              aria-label={t('address')}
              placeholder={t('addressPlaceholder')}
              value={address}
              onChange={setAddress}
            />
          </Form.Item>
        )}
        <Form.Item label={t('username')}>
          <Input aria-label={t('username')} autoComplete="username" value={username} onChange={setUsername} />
        </Form.Item>
        <Form.Item label={t('password')} help={t('passwordHint')}>
          <Input
            aria-label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
          />
        </Form.Item>
      </Form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Space block>
        <Button size="small" color="primary" loading={busy} onClick={() => void submit()}>
          {t('connect')}
        </Button>
        <Button size="small" fill="none" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </Space>
    </section>
  );
}
