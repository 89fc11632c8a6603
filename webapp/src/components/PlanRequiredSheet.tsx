// A Pro feature the business's plan does not include: a short sheet that says which plan has it and leads to
// the Tariff page. Screens open it when the API answers 403 with the code 'plan_required'.
import { Button, ErrorBlock, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../lib/api-client';

/** The API refused because the plan is below the one the feature needs. */
export function isPlanRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'plan_required';
}

export function PlanRequiredSheet({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  // the texts live with the Tariff page they lead to
  const { t } = useTranslation('tariff');
  const navigate = useNavigate();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ padding: 16 }}>
      <div data-testid="plan-required-sheet">
        <h3>{t('locked.title')}</h3>
        <p className="hint">{t('locked.text')}</p>
        <Button
          block
          color="primary"
          onClick={() => {
            onClose();
            void navigate('/tariff');
          }}
        >
          {t('locked.open')}
        </Button>
      </div>
    </Popup>
  );
}

/**
 * Where a screen would show its load error: the API's «Доступно на тарифе Pro», a button to the plans, and
 * the sheet opened once by itself so the owner sees at once why the screen is empty.
 */
export function PlanRequiredNotice({ detail }: { detail: string }) {
  const { t } = useTranslation('tariff');
  const [open, setOpen] = useState(true);
  return (
    <>
      <ErrorBlock status="default" title={detail} description="" data-testid="plan-required">
        <Button color="primary" onClick={() => setOpen(true)}>
          {t('locked.open')}
        </Button>
      </ErrorBlock>
      <PlanRequiredSheet visible={open} onClose={() => setOpen(false)} />
    </>
  );
}
