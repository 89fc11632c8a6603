import type { DecisionRefusalCode } from '../../src/invitations/invitation-decision.contract';
import type { VisitRefusalCode } from '../../src/reminders/reminder-actions.contract';
import type { DecideResult, VisitResult, WaitlistTakeResult } from '../deps';
import { locale, type Lang } from '../locales';
import { waitlistTexts } from '../notifications/waitlist';
import { decisionRefusalText } from './invitation-decisions';
import { visitRefusalText } from './reminder-buttons';
import { offerRefusalText } from './waitlist-offers';

type Refused<R> = Extract<R, { ok: false }>;

// One refusal per code: the mapped types make the compiler name any code a list forgets.
const VISITS: { [C in VisitRefusalCode]: Refused<VisitResult> } = {
  not_registered: { ok: false, reason: 'not_registered' },
  account_blocked: { ok: false, reason: 'account_blocked' },
  appointment_not_found: { ok: false, reason: 'appointment_not_found' },
  appointment_cancelled: { ok: false, reason: 'appointment_cancelled' },
  appointment_finished: { ok: false, reason: 'appointment_finished' },
  appointment_started: { ok: false, reason: 'appointment_started' },
  appointment_changed: { ok: false, reason: 'appointment_changed' },
  cancel_cutoff_passed: { ok: false, reason: 'cancel_cutoff_passed', hours: 24, phone: '+79161112233' },
};
const DECISIONS: { [C in DecisionRefusalCode]: Refused<DecideResult> } = {
  not_registered: { ok: false, reason: 'not_registered' },
  account_blocked: { ok: false, reason: 'account_blocked' },
  forbidden: { ok: false, reason: 'forbidden' },
  invitation_not_found: { ok: false, reason: 'invitation_not_found' },
  invitation_not_awaiting_decision: { ok: false, reason: 'invitation_not_awaiting_decision' },
  already_member: { ok: false, reason: 'already_member' },
};
const OFFERS: { [R in Refused<WaitlistTakeResult>['reason']]: Refused<WaitlistTakeResult> } = {
  not_registered: { ok: false, reason: 'not_registered' },
  account_blocked: { ok: false, reason: 'account_blocked' },
  phone_required: { ok: false, reason: 'phone_required' },
  not_yours: { ok: false, reason: 'not_yours' },
  gone: { ok: false, reason: 'gone' },
  passed: { ok: false, reason: 'passed' },
  already_yours: { ok: false, reason: 'already_yours' },
  error: { ok: false, reason: 'error' },
};

const texts = (lang: Lang) => ({
  visits: Object.values(VISITS).map((r) => visitRefusalText(locale(lang), r)),
  decisions: Object.values(DECISIONS).map((r) => decisionRefusalText(locale(lang), r)),
  offers: Object.values(OFFERS).map((r) => offerRefusalText(waitlistTexts(lang), r)),
});

describe('the bot words each refusal code in the reader’s language', () => {
  it('every code has its own text in Russian and in English, and the two differ', () => {
    const ru = texts('ru');
    const en = texts('en');
    for (const key of ['visits', 'decisions', 'offers'] as const) {
      for (const list of [ru[key], en[key]]) {
        expect(list.every((s) => s.trim().length > 0)).toBe(true);
        expect(new Set(list).size).toBe(list.length);
      }
      ru[key].forEach((s, i) => expect(s).not.toBe(en[key][i]));
      expect(en[key].some((s) => /[а-яё]/i.test(s))).toBe(false);
    }
  });

  it('the cutoff names the hours and the phone in both languages, in Russian with the API’s own words', () => {
    expect(visitRefusalText(locale('ru'), VISITS.cancel_cutoff_passed)).toBe(
      'Отменить или перенести запись можно не позднее чем за 24 ч до начала. Свяжитесь с мастером: +79161112233',
    );
    expect(visitRefusalText(locale('en'), VISITS.cancel_cutoff_passed)).toBe(
      'A booking can be cancelled or moved no later than 24 h before the start. Please call the master: +79161112233',
    );
  });

  it('a decision that no longer awaits the owner and a member already in the team, in both languages', () => {
    expect(decisionRefusalText(locale('ru'), DECISIONS.invitation_not_awaiting_decision)).toBe(
      'Неверная ссылка приглашения',
    );
    expect(decisionRefusalText(locale('en'), DECISIONS.already_member)).toBe(
      'The user is already a member of the organization with this role.',
    );
  });
});
