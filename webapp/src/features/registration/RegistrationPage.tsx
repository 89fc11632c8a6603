import { Suspense, useEffect, useState } from 'react';
import { Card, List, NoticeBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { whenIdle } from '../../lib/when-idle';
import { backButton, telegramUser } from '../../lib/telegram';
import { ClientForm, MasterForm, OwnerForm, preloadRegistrationForms } from './registration-forms';

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
  // the forms' code once the choice is on screen and the browser is idle: a role then opens its form at once
  useEffect(() => whenIdle(() => void preloadRegistrationForms()), []);

  if (step !== 'choose') {
    return (
      <Page title={t(`forms.${step}`)}>
        {tg && (
          <List mode="card">
            <List.Item extra={tg.id}>{t('telegramId')}</List.Item>
          </List>
        )}
        <Suspense fallback={<PageLoading />}>
          {step === 'client' && <ClientForm tg={tg} onBack={toChoice} />}
          {step === 'master' && <MasterForm tg={tg} onBack={toChoice} />}
          {step === 'owner' && <OwnerForm tg={tg} onBack={toChoice} />}
        </Suspense>
      </Page>
    );
  }

  return (
    <Page title={t('title')}>
      {!tg && <NoticeBar content={t('common:noTelegramUser')} color="alert" wrap />}
      <p className="hint page-section">{t('chooseRole')}</p>
      {/* a finger on a role starts loading the forms' code, if the idle preload has not */}
      <div
        className="role-choice"
        onTouchStart={() => void preloadRegistrationForms()}
        onMouseDown={() => void preloadRegistrationForms()}
      >
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
