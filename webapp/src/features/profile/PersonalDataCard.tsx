import { Suspense, useState, type ReactNode } from 'react';
import { Button, Card, List } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import type { MeResponse } from '@api/users/users.contract';
import { PersonalDataForm, preloadOnIntent } from './profile-forms';

/** Personal data with Edit; the form (Save, Cancel) comes in its own chunk. */
export function PersonalDataCard({ me }: { me: MeResponse }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const value = (v: string | null) => v || <span className="hint">{t('common:notSpecified')}</span>;
  const card = (action: ReactNode) => (
    <Card title={t('personal.title')} extra={action}>
      <List>
        <List.Item extra={value(me.first_name)}>{t('personal.firstName')}</List.Item>
        <List.Item extra={value(me.last_name)}>{t('personal.lastName')}</List.Item>
        <List.Item extra={value(me.phone)}>{t('personal.phone')}</List.Item>
        <List.Item extra={value(me.email)}>{t('personal.email')}</List.Item>
      </List>
    </Card>
  );

  // while the form's code is still on its way, the card stays as it was (its button shows the wait)
  if (editing)
    return (
      <Suspense fallback={card(<Button size="mini" color="primary" fill="none" loading />)}>
        <PersonalDataForm me={me} onDone={() => setEditing(false)} />
      </Suspense>
    );
  return card(
    <Button
      size="mini"
      color="primary"
      fill="none"
      {...preloadOnIntent(PersonalDataForm)}
      onClick={() => setEditing(true)}
    >
      {t('personal.edit')}
    </Button>,
  );
}
