import type { ReactNode } from 'react';
import { Form } from 'antd-mobile';

export interface FieldProps {
  label: ReactNode;
  /** A message shown under the field (already translated). */
  error?: string;
  /** A quiet hint shown when there is no error. */
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A form row: label, control, and the field's error or hint underneath. Use inside antd-mobile <Form>. */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const description = error ? (
    <span className="field-error" aria-live="polite">
      {error}
    </span>
  ) : hint ? (
    <span className="hint">{hint}</span>
  ) : undefined;
  return (
    <Form.Item label={label} required={required} description={description}>
      {children}
    </Form.Item>
  );
}
