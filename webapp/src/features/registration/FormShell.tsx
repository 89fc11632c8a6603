import type { ReactNode } from 'react';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';

export interface FormShellProps {
  error: string | null;
  submitting: boolean;
  blocked: boolean;
  onSubmit: () => void;
  onBack: () => void;
  children: ReactNode;
}

/** The common frame of the three forms: fields, the submit error, Register and Back. */
export function FormShell({ error, submitting, blocked, onSubmit, onBack, children }: FormShellProps) {
  const { t } = useTranslation('registration');
  return (
    <Form
      layout="vertical"
      mode="card"
      onFinish={onSubmit}
      footer={
        <div className="actions">
          {error && (
            <div className="form-error" role="alert">
              {error}
            </div>
          )}
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={submitting}
            loadingText={t('submitting')}
            disabled={blocked}
          >
            {submitting ? t('submitting') : t('submit')}
          </Button>
          <Button block fill="none" onClick={onBack} disabled={submitting}>
            {t('back')}
          </Button>
        </div>
      }
    >
      {children}
    </Form>
  );
}
