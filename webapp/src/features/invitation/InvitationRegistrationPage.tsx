import { useRef, useState } from 'react';
import { Button, ErrorBlock, Form, Input, SpinLoading, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { useRegistration, type RegistrationStatus } from '../../session/registration';
import { Page } from '../../components/Page';
import { PageLoading } from '../../components/PageLoading';
import { haptic, telegramUser } from '../../lib/telegram';
import { AcceptInvitation } from './AcceptInvitation';
import { registerOrganizationMaster } from '../../api/registration';
import { InvitationCard } from './InvitationCard';
import {
  toRegisterRequest,
  validateInvitationForm,
  type InvitationFormErrors,
  type InvitationFormValues,
} from './invitation-form';
import { useInvitationLink } from './use-invitation-link';

/** /register-organization-master?invitation_id=N&code=C, the bot's invitation button. A new user registers
 *  and joins; a registered user accepts (the owner confirms). The code (the invitation's deep_link_code) is
 *  the proof: ids alone are guessable. */
export default function InvitationRegistrationPage() {
  const { status } = useRegistration();
  // Chosen once: someone who has just registered through the form stays on it until it navigates away.
  const first = useRef<RegistrationStatus | null>(null);
  if (first.current === null && status !== 'loading') first.current = status;
  if (first.current === null) return <PageLoading />;
  return first.current === 'registered' ? <AcceptInvitation /> : <InvitationRegistrationForm />;
}

function InvitationRegistrationForm() {
  const { t } = useTranslation('invitation');
  const navigate = useNavigate();
  const { recheck } = useRegistration();
  const { id, code, invitation, problem } = useInvitationLink();

  const [values, setValues] = useState<InvitationFormValues>(() => {
    const user = telegramUser();
    return { firstName: user?.first_name ?? '', lastName: user?.last_name ?? '', phone: '', email: '' };
  });
  const [errors, setErrors] = useState<InvitationFormErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (key: keyof InvitationFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function join() {
    if (id === null || code === null || submitting) return;
    if (!telegramUser()) {
      haptic('error');
      Toast.show({ icon: 'fail', content: t('noTelegramUser') });
      return;
    }
    const found = validateInvitationForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      haptic('error');
      return;
    }
    setSubmitting(true);
    try {
      await registerOrganizationMaster(toRegisterRequest(id, code, values), t('registrationError'));
      haptic('success');
      Toast.show({ icon: 'success', content: t('joined') });
      await recheck();
      void navigate('/', { replace: true });
    } catch (e) {
      haptic('error');
      Toast.show({ icon: 'fail', content: e instanceof Error && e.message ? e.message : t('registrationError') });
      setSubmitting(false);
    }
  }

  const error = (key: keyof InvitationFormValues) =>
    errors[key] ? (
      <span role="alert" style={{ color: 'var(--adm-color-danger)' }}>
        {t(errors[key])}
      </span>
    ) : undefined;

  const backButton = (
    <div style={{ padding: '0 12px 12px' }}>
      <Button block onClick={() => navigate('/register')}>
        {t('back')}
      </Button>
    </div>
  );

  return (
    <Page title={t('title')} back="/register">
      {problem ? (
        <>
          <ErrorBlock status="default" title={problem} description="" />
          {backButton}
        </>
      ) : invitation.isPending ? (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
          <SpinLoading />
        </div>
      ) : (
        <>
          <InvitationCard invitation={invitation.data} />
          <Form
            layout="vertical"
            mode="card"
            footer={
              <Button
                block
                color="primary"
                size="large"
                loading={submitting}
                disabled={submitting}
                onClick={() => void join()}
              >
                {t('join')}
              </Button>
            }
          >
            <Form.Item label={t('firstName')} required description={error('firstName')}>
              <Input aria-label={t('firstName')} value={values.firstName} onChange={set('firstName')} maxLength={100} />
            </Form.Item>
            <Form.Item label={t('lastName')}>
              <Input aria-label={t('lastName')} value={values.lastName} onChange={set('lastName')} maxLength={100} />
            </Form.Item>
            <Form.Item label={t('phone')} required description={error('phone')}>
              <Input
                aria-label={t('phone')}
                inputMode="tel"
                value={values.phone}
                onChange={set('phone')}
                maxLength={32}
                placeholder="+7 999 123-45-67"
              />
            </Form.Item>
            <Form.Item label={t('email')} description={error('email')}>
              <Input
                aria-label={t('email')}
                inputMode="email"
                value={values.email}
                onChange={set('email')}
                maxLength={255}
              />
            </Form.Item>
          </Form>
          {backButton}
        </>
      )}
    </Page>
  );
}
