import { Button, Card, Dialog, ErrorBlock, List, Tag } from 'antd-mobile';
import { CheckOutline, ClockCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../lib/use-translation';
import type { BillingResponse, PaidPlan, PlanName } from '@api/billing/billing.contract';
import { PLAN_FEATURES } from '@api/billing/plan-features';
import type { SupportManagerView } from '@api/support/support.contract';
import { useNavigate } from 'react-router-dom';
import { useRegistration } from '../../session/registration';
import { useRoles } from '../../session/roles';
import { Page } from '../../components/Page';
import { useBilling } from '../../api/billing';
import { useSupportThread } from '../../api/support';
import { formatPrice } from '../../lib/format';
import { managerName, SUPPORT_EMAIL, SUPPORT_TELEGRAM, supportTelegramLink } from '../../lib/support';
import { openLink } from '../../lib/telegram';
import { CurrentPlan } from './CurrentPlan';
import { canSeePlans, PLANS, type Plan } from './plans';
import { usePlanPurchase, type PurchaseState } from './use-plan-purchase';

export default function TariffPage() {
  const { t } = useTranslation('tariff');
  const { userType } = useRegistration();
  const { currentRole } = useRoles();
  const allowed = canSeePlans(userType, currentRole);
  // with billing off on the server (or no answer) plan selection keeps saying Coming Soon
  const billing = useBilling(allowed).data;
  const selling = billing?.enabled === true ? billing : null;
  const navigate = useNavigate();
  // the personal manager: an Enterprise business's (every business's with billing off, when one is named)
  const manager =
    useSupportThread(allowed && (billing?.enabled === false || billing?.plan === 'enterprise')).data?.manager ?? null;
  const purchase = usePlanPurchase({
    buyError: t('buyError'),
    cancelError: t('cancelError'),
    cancelConfirm: t('cancelConfirm'),
  });

  if (!allowed) {
    return (
      <Page title={t('title')}>
        <ErrorBlock status="empty" title={t('title')} description={t('onlyForOwners')} />
      </Page>
    );
  }

  const comingSoon = (plan: Plan) =>
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
        {selling && <CurrentPlan billing={selling} onCancel={() => void purchase.cancel()} />}
        <PurchaseStatus state={purchase.state} />
        {PLANS.map((plan) => {
          const stars = selling && plan.id !== 'basic' ? selling.prices[plan.id].stars : null;
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
                {stars !== null && <div className="hint">{t('starsPrice', { stars })}</div>}
              </div>
              <PlanFeatures plan={plan.id} manager={plan.id === 'enterprise' ? manager : null} />
              {selling ? (
                <PlanAction plan={plan} billing={selling} state={purchase.state} onBuy={(p) => void purchase.buy(p)} />
              ) : (
                <Button block color={plan.popular ? 'primary' : 'default'} onClick={() => void comingSoon(plan)}>
                  {t('choose')}
                </Button>
              )}
            </Card>
          );
        })}
        <Button block color="primary" fill="outline" onClick={() => void navigate('/support')}>
          {t('writeSupport')}
        </Button>
        <Button block fill="outline" color="primary" onClick={() => void contact()}>
          {t('contactUs')}
        </Button>
        <p className="hint">{selling ? t('starsNote') : t('paymentNote')}</p>
      </div>
    </Page>
  );
}

/** A plan's lines: what is built is included (✓); what is not yet says «Скоро» and is not counted. */
function PlanFeatures({ plan, manager }: { plan: PlanName; manager: SupportManagerView | null }) {
  const { t } = useTranslation('tariff');
  return (
    <List>
      {PLAN_FEATURES[plan].map((f) => (
        <List.Item
          key={f.key}
          data-testid={`feature-${f.key}`}
          prefix={f.built ? <CheckOutline /> : <ClockCircleOutline />}
          extra={f.built ? null : <Tag color="default">{t('soon')}</Tag>}
          description={
            f.key === 'personal_manager' && manager ? t('yourManager', { name: managerName(manager) }) : undefined
          }
        >
          <span className={f.built ? undefined : 'hint'}>{t(`features.${f.key}`)}</span>
        </List.Item>
      ))}
    </List>
  );
}

/** A plan card's button with billing on: the current plan says so, a paid plan can be bought or switched to. */
function PlanAction(props: {
  plan: Plan;
  billing: BillingResponse;
  state: PurchaseState;
  onBuy: (p: PaidPlan) => void;
}) {
  const { t } = useTranslation('tariff');
  const { plan, billing } = props;
  const current = billing.plan === plan.id && billing.status !== 'grace';
  if (current) {
    return (
      <Button block disabled>
        {t('currentPlan')}
      </Button>
    );
  }
  if (plan.id === 'basic') return null;
  const paidPlan: PaidPlan = plan.id;
  return (
    <Button
      block
      color={plan.popular ? 'primary' : 'default'}
      loading={props.state?.status === 'busy'}
      onClick={() => props.onBuy(paidPlan)}
    >
      {billing.plan === 'basic' || billing.plan === plan.id
        ? t('buy')
        : t('switchTo', { plan: t(`plans.${plan.id}.name`) })}
    </Button>
  );
}

/** How the last payment went: paid, pending, cancelled or failed (or the server's refusal). */
function PurchaseStatus({ state }: { state: PurchaseState }) {
  const { t } = useTranslation('tariff');
  if (!state || state.status === 'busy') return null;
  const text = state.status === 'error' ? state.message : t(`invoice.${state.status}`);
  return (
    <p className={state.status === 'paid' ? 'page-section' : 'hint page-section'} data-testid="purchase-status">
      {text}
    </p>
  );
}
