import { useState } from 'react';
import { List } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import {
  PUBLIC_SESSIONS_DAYS,
  usePublicSessions,
  type PublicSession,
  type PublicSessionsKind,
} from '../../api/sessions';
import { addDays, localDateOf } from '../../lib/zoned-time';
import { sessionLine, sessionNote } from './session-line';
import { SessionSheet } from './SessionSheet';

interface Props {
  kind: PublicSessionsKind;
  link: string;
  /** The page's address for registration to come back to ('master_anna', 'org_salon'). */
  address: string | null;
  /** The organization's page: each session names its master. */
  withMaster?: boolean;
}

/**
 * «Групповые занятия» of a public page: the coming sessions with the seats left (counts only). A tap opens
 * the session: one more tap books a seat; a full one offers the waitlist.
 */
export function SessionsSection({ kind, link, address, withMaster = false }: Props) {
  const { t, i18n } = useTranslation('booking');
  const [from] = useState(() => localDateOf(new Date()));
  const sessions = usePublicSessions(kind, link, from, addDays(from, PUBLIC_SESSIONS_DAYS));
  const [open, setOpen] = useState<PublicSession | null>(null);
  const list = sessions.data?.sessions ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <List header={t('sessions.title')} mode="card" aria-label={t('sessions.title')}>
        {list.map((s) => (
          <List.Item
            key={s.id}
            data-testid={`session-${s.id}`}
            description={sessionNote(s, i18n.language, withMaster)}
            onClick={() => setOpen(s)}
            style={s.seats_left === 0 ? { opacity: 0.7 } : undefined}
          >
            {sessionLine(s, t, i18n.language)}
          </List.Item>
        ))}
      </List>
      <SessionSheet session={open} address={address} onClose={() => setOpen(null)} />
    </>
  );
}
