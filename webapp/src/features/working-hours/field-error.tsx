import type { FieldErrors, ScheduleForm } from './schedule-form';

/** What a section of the schedule editor gets: the form, the server's field errors, and a way to change it. */
export interface SectionProps {
  form: ScheduleForm;
  errors: FieldErrors;
  onChange: (next: ScheduleForm) => void;
}

/** A field's error under its control (antd-mobile's List.Item description), or nothing. */
export const errorText = (msg: string | undefined) =>
  msg ? (
    <span className="field-error" role="alert" style={{ color: 'var(--adm-color-danger)' }}>
      {msg}
    </span>
  ) : undefined;
