import { useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { announceRegistration } from '../../session/registration';
import { ApiError } from '../../lib/api-client';
import { takePendingBookingPath } from '../../lib/pending-booking';
import { haptic, telegramUser } from '../../lib/telegram';

export const REDIRECT_DELAY_MS = 500;

/** Where the registration's answer leads: the calendars screen for `next: 'calendar_connect'`. */
export const CALENDAR_CONNECT_PATH = '/calendar?connect=calendars';
function nextScreen(answer: unknown): string | undefined {
  const next = (answer as { next?: unknown } | null)?.next;
  return next === 'calendar_connect' ? CALENDAR_CONNECT_PATH : undefined;
}

/**
 * Runs a registration call once at a time: blocked while in progress (and after success), server
 * detail or 'Ошибка регистрации' on failure, then on to the new user's home screen.
 */
export function useRegistrationSubmit(kind: 'client' | 'master' | 'owner') {
  const { t } = useTranslation('registration');
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(call: (errorDefault: string) => Promise<unknown>): Promise<void> {
    let answer: unknown;
    if (busy.current) return;
    setError(null);
    if (!telegramUser()) {
      const message = t('common:noTelegramUser');
      setError(message);
      haptic('error');
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      answer = await call(t('errors.registrationFailed'));
    } catch (e) {
      const message = e instanceof ApiError || e instanceof Error ? e.message : t('errors.registrationFailed');
      setError(message);
      haptic('error');
      Toast.show({ icon: 'fail', content: message });
      busy.current = false;
      setSubmitting(false);
      return;
    }
    setDone(true);
    haptic('success');
    Toast.show({ icon: 'success', content: t('success') });
    if (kind === 'client') {
      // With a pending booking the app goes there once the recheck says registered; without one the
      // registered routes take / (where the form is) to the index.
      announceRegistration(takePendingBookingPath() ?? undefined);
    } else {
      // After 0.5 s the app checks again and the registered routes take over at / (index -> /profile).
      // No navigate('/') of our own: it could race the index redirect and strand the app on a blank /.
      // A master who chose a Google or Apple calendar is led to connecting it (the API's `next`).
      const next = nextScreen(answer);
      setTimeout(() => announceRegistration(next), REDIRECT_DELAY_MS);
    }
  }

  return { submit, submitting, blocked: submitting || done, error };
}
