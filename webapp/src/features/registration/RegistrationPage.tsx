import { useEffect, useState } from 'react';
import { Card, List, NoticeBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { backButton, telegramUser } from '../../lib/telegram';
import { ClientForm } from './ClientForm';
import { MasterForm } from './MasterForm';
import { OwnerForm } from './OwnerForm';

type Step = 'choose' | 'client' | 'master' | 'owner';
const ROLES: Exclude<Step, 'choose'>[] = ['client', 'master', 'owner'];

/** / and /register for unregistered users: role choice, then the form of that role. */
export default function RegistrationPage() {
  const { t } = useTranslation('registration');
  const [step, setStep] = useState<Step>('choose');
  const [tg] = useState(() => telegramUser());
  const toChoice = () => setStep('choose');

  // Telegram's BackButton returns to the role choice.
  useEffect(() => (step === 'choose' ? undefined : backButton.show(() => setStep('choose'))), [step]);

  if (step !== 'choose') {
    return (
      <Page title={t(`forms.${step}`)}>
        {tg && (
          <List mode="card">
            <List.Item extra={tg.id}>{t('telegramId')}</List.Item>
          </List>
        )}
        {step === 'client' && <ClientForm tg={tg} onBack={toChoice} />}
        {step === 'master' && <MasterForm tg={tg} onBack={toChoice} />}
        {step === 'owner' && <OwnerForm tg={tg} onBack={toChoice} />}
      </Page>
    );
  }

  return (
    <Page title={t('title')}>
      {!tg && <NoticeBar content={t('common:noTelegramUser')} color="alert" wrap />}
      <p className="hint page-section">{t('chooseRole')}</p>
      <div className="role-choice">
        {ROLES.map((role) => (
          <Card
            key={role}
            title={t(`roles.${role}.title`)}
            extra={<RightOutline />}
            onClick={() => setStep(role)}
            aria-label={t(`roles.${role}.title`)}
          >
            <span className="hint">{t(`roles.${role}.description`)}</span>
          </Card>
        ))}
      </div>
    </Page>
  );
}
