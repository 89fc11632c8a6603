import { useEffect, useMemo, useState } from 'react';
import { Button, ErrorBlock, NoticeBar, SpinLoading, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import type { ScheduleResponse } from '@api/schedules/schedules.contract';
import { queryKeys } from '../../api/query-keys';
import { saveSchedule, useSchedule } from '../../api/schedules';
import { CalendarFeedCard } from '../../components/CalendarFeedCard';
import { CalendarSyncCard } from './CalendarSyncCard';
import { Page } from '../../components/Page';
import { ApiError } from '../../lib/api-client';
import { useRoles } from '../../session/roles';
import { haptic } from '../../lib/telegram';
import { isKnownZone, todayIn } from '../../lib/zoned-time';
import { BlocksSection } from './BlocksSection';
import { MonthOverrides } from './MonthOverrides';
import { PatternEditor } from './PatternEditor';
import { RemindersEditor } from './RemindersEditor';
import { RulesEditor, ZoneEditor } from './RulesEditor';
import {
  fieldErrors,
  formToRequest,
  isShownField,
  scheduleToForm,
  type FieldErrors,
  type ScheduleForm,
} from './schedule-form';

/** ?master=<user id>: an owner or admin edits one of their masters; otherwise the master's own ('me'). */
function masterRef(param: string | null): string {
  return param && /^\d{1,10}$/.test(param) ? param : 'me';
}

const safeToday = (zone: string) => todayIn(isKnownZone(zone) ? zone : 'Europe/Moscow');

/** /calendar: the schedule editor (zone, pattern, rules), special dates and busy time. */
export default function WorkingHoursPage() {
  const { t } = useTranslation('working-hours');
  const [params] = useSearchParams();
  const master = masterRef(params.get('master'));
  const own = master === 'me';
  const schedule = useSchedule(master);
  // the calendar subscription is the master's own: not for an owner or admin editing a master's schedule
  const { currentRole } = useRoles();
  const showFeed = own && (currentRole === 'master' || currentRole === 'organization_master');

  return (
    <Page title={own ? t('title') : t('titleOther')} back={own ? undefined : true}>
      {schedule.isPending && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
          <SpinLoading />
        </div>
      )}
      {schedule.isError && (
        <ErrorBlock status="default" title={schedule.error.message || t('loadError')} description="" />
      )}
      {schedule.data && <ScheduleEditor key={master} master={master} own={own} saved={schedule.data} />}
      {showFeed && (
        <div style={{ padding: '0 12px 12px' }}>
          <CalendarSyncCard focus={params.get('connect') === 'calendars'} />
          <div style={{ height: 12 }} />
          <CalendarFeedCard />
        </div>
      )}
    </Page>
  );
}

function ScheduleEditor({ master, own, saved }: { master: string; own: boolean; saved: ScheduleResponse }) {
  const { t } = useTranslation('working-hours');
  const queryClient = useQueryClient();
  const today = safeToday(saved.time_zone);
  const [form, setForm] = useState<ScheduleForm>(() => scheduleToForm(saved, today));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // What dates without an override follow: the saved schedule, not the edits in progress.
  const savedForm = useMemo(() => scheduleToForm(saved, today), [saved, today]);

  // A newer answer (after saving, or a refetch) replaces the form.
  useEffect(() => {
    setForm(scheduleToForm(saved, safeToday(saved.time_zone)));
  }, [saved]);

  const change = (next: ScheduleForm) => {
    setForm(next);
    setErrors({});
  };

  async function save() {
    if (saving) return;
    setSaving(true);
    try {
      const answer = await saveSchedule(master, formToRequest(form), t('saveError'));
      queryClient.setQueryData(queryKeys.schedule(master), answer);
      setErrors({});
      haptic('success');
      Toast.show({ icon: 'success', content: t('saved') });
    } catch (e) {
      haptic('error');
      const message = e instanceof Error && e.message ? e.message : t('saveError');
      if (e instanceof ApiError && e.status === 422) {
        const { fields, rest } = fieldErrors(e.detail, isShownField);
        setErrors(fields);
        Toast.show({
          icon: 'fail',
          content: rest > 0 || Object.keys(fields).length === 0 ? message : t('checkFields'),
        });
      } else {
        Toast.show({ icon: 'fail', content: message });
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {!saved.configured && (
        <NoticeBar wrap color="alert" content={own ? t('notConfigured') : t('notConfiguredOther')} />
      )}
      <ZoneEditor form={form} errors={errors} onChange={change} />
      <PatternEditor form={form} today={today} errors={errors} onChange={change} />
      <RulesEditor form={form} errors={errors} onChange={change} />
      <RemindersEditor form={form} errors={errors} onChange={change} />
      <div style={{ padding: '4px 12px 12px' }}>
        <Button block color="primary" size="large" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </div>
      <MonthOverrides master={master} saved={savedForm} today={today} />
      <BlocksSection
        master={master}
        zone={isKnownZone(saved.time_zone) ? saved.time_zone : 'Europe/Moscow'}
        today={today}
      />
    </>
  );
}
