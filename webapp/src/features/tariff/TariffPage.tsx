import { Button, Card, Dialog, ErrorBlock, List, Tag } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useRegistration } from '../../session/registration';
import { useRoles } from '../../session/roles';
import { Page } from '../../components/Page';
import { formatPrice } from '../../lib/format';
import { SUPPORT_EMAIL, SUPPORT_TELEGRAM, supportTelegramLink } from '../../lib/support';
import { openLink } from '../../lib/telegram';
import { canSeePlans, PLANS, type Plan } from './plans';

export default function TariffPage() {
  const { t } = useTranslation('tariff');
  const { userType } = useRegistration();
  const { currentRole } = useRoles();

  if (!canSeePlans(userType, currentRole)) {
    return (
      <Page title={t('title')}>
        <ErrorBlock status="empty" title={t('title')} description={t('onlyForOwners')} />
      </Page>
    );
  }

  const choose = (plan: Plan) =>
    Dialog.alert({
      title: t('comingSoonTitle'),
      content: t('comingSoonText', { plan: t(`plans.${plan.id}.name`) }),
      confirmText: t('common:ok'),
    });

  const contact = () =>
    Dialog.show({
      title: t('contactUs'),
      content: t('contactText', { email: SUPPORT_EMAIL, handle: SUPPORT_TELEGRAM }),
      closeOnAction: true,
      actions: [
        { key: 'tg', text: SUPPORT_TELEGRAM, onClick: () => openLink(supportTelegramLink()) },
        { key: 'close', text: t('common:close') },
      ],
    });

  return (
    <Page title={t('title')}>
      <p className="hint page-section">{t('subtitle')}</p>
      <div className="profile-cards">
        {PLANS.map((plan) => {
          const features = t(`plans.${plan.id}.features`, { returnObjects: true }) as unknown;
          return (
            <Card
              key={plan.id}
              className="plan-card"
              data-testid={`plan-${plan.id}`}
              title={t(`plans.${plan.id}.name`)}
              extra={plan.popular ? <Tag color="primary">{t('popular')}</Tag> : null}
            >
              <div className="plan-price">
                {formatPrice(plan.price)} <span className="hint">{t('perMonth')}</span>
              </div>
              <List>
                {(Array.isArray(features) ? features.map(String) : []).map((f) => (
                  <List.Item key={f} prefix={<CheckOutline />}>
                    {f}
                  </List.Item>
                ))}
              </List>
              <Button block color={plan.popular ? 'primary' : 'default'} onClick={() => void choose(plan)}>
                {t('choose')}
              </Button>
            </Card>
          );
        })}
        <Button block fill="outline" color="primary" onClick={() => void contact()}>
          {t('contactUs')}
        </Button>
        <p className="hint">{t('paymentNote')}</p>
      </div>
    </Page>
  );
}
