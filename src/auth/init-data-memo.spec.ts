// the default import is node:crypto's own object (a namespace import would be a copy a spy cannot reach)
import crypto from 'node:crypto';
import { answerOf, DomainError } from '../common/domain-error';
import type { AppConfig } from '../config/app.config';
import { REFUSALS } from '../refusals';
import { InitDataMemo } from './init-data-memo';
import { InitDataService } from './init-data.service';
import { signInitData } from './sign-init-data';

const TOKEN = '123456789:TEST_TOKEN_abcdefghijklmnopqrstuvwxyz';
const MAX_AGE_S = 600;
const AUTH_DATE = new Date('2030-01-01T00:00:00Z');
const AT = AUTH_DATE.getTime();
const service = () => new InitDataService({ botToken: TOKEN, initDataMaxAgeS: MAX_AGE_S } as AppConfig);
const signed = (id = 42) => signInitData({ id, first_name: 'Анна' }, TOKEN, { authDate: AUTH_DATE });
const detail = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    return answerOf(REFUSALS, e).body.detail;
  }
  return 'accepted';
};

describe('InitDataService remembers validated init data for its lifetime', () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts the same init data twice, the second time without the HMAC check', () => {
    const s = service();
    const raw = signed();
    expect(s.validate(raw, AT + 1_000).id).toBe(42);
    const hmac = jest.spyOn(crypto, 'createHmac');
    expect(s.validate(raw, AT + 2_000)).toMatchObject({ id: 42, firstName: 'Анна' });
    expect(hmac).not.toHaveBeenCalled();
  });

  it('still refuses remembered init data once its lifetime is over', () => {
    const s = service();
    const raw = signed();
    expect(s.validate(raw, AT + 1_000).id).toBe(42);
    expect(s.validate(raw, AT + MAX_AGE_S * 1000).id).toBe(42);
    expect(detail(() => s.validate(raw, AT + MAX_AGE_S * 1000 + 1))).toBe(
      'Данные Telegram устарели, откройте приложение заново',
    );
    expect(detail(() => s.validate(raw, AT + MAX_AGE_S * 1000 + 2))).toBe(
      'Данные Telegram устарели, откройте приложение заново',
    );
  });

  it('refuses a tampered copy of remembered init data', () => {
    const s = service();
    const raw = signed(42);
    s.validate(raw, AT + 1_000);
    const params = new URLSearchParams(raw);
    params.set('user', JSON.stringify({ id: 43, first_name: 'Анна' }));
    expect(detail(() => s.validate(params.toString(), AT + 2_000))).toBe('Недействительные данные Telegram');
    const hash = params.get('hash')!;
    const other = new URLSearchParams(raw);
    other.set('hash', (hash[0] === '0' ? '1' : '0') + hash.slice(1));
    expect(detail(() => s.validate(other.toString(), AT + 2_000))).toBe('Недействительные данные Telegram');
    expect(s.validate(raw, AT + 3_000).id).toBe(42);
  });

  it('never remembers a refused string', () => {
    const s = service();
    const raw = signed();
    expect(detail(() => s.validate(raw, AT + (MAX_AGE_S + 1) * 1000))).toBe(
      'Данные Telegram устарели, откройте приложение заново',
    );
    expect(s.memo.size).toBe(0);
  });
});

describe('InitDataMemo', () => {
  const who = (id: number) => ({
    id,
    firstName: 'А',
    lastName: null,
    username: null,
    languageCode: null,
    startParam: null,
  });

  it('holds at most its bound, forgetting the least recently used first', () => {
    const memo = new InitDataMemo(3);
    memo.set('a', who(1), 0);
    memo.set('b', who(2), 0);
    memo.set('c', who(3), 0);
    expect(memo.get('a')?.identity.id).toBe(1);
    memo.set('d', who(4), 0);
    expect(memo.size).toBe(3);
    expect(memo.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => memo.get(k)?.identity.id)).toEqual([1, 3, 4]);
  });

  it('is bounded in the service too: many distinct strings keep it at its size', () => {
    const s = service();
    const bound = s.memo.max;
    expect(bound).toBe(10_000);
    for (let id = 1; id <= bound + 5; id++) s.memo.set(`raw-${id}`, who(id), 0);
    expect(s.memo.size).toBe(bound);
    expect(s.memo.get('raw-1')).toBeUndefined();
    expect(s.memo.get(`raw-${bound + 5}`)?.identity.id).toBe(bound + 5);
  });
});
