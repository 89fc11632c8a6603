// the default import is node:crypto's own object (a namespace import would be a copy a spy cannot reach)
import crypto from 'node:crypto';
import { checkInitData, initDataSecretKey } from './init-data-signature';
import { signInitData } from './sign-init-data';

const TOKEN = '123456789:TEST_TOKEN_abcdefghijklmnopqrstuvwxyz';
const KEY = initDataSecretKey(TOKEN);
const AUTH_DATE = new Date('2030-01-01T00:00:00Z');
const NOW = AUTH_DATE.getTime() + 60_000;

const signed = () => new URLSearchParams(signInitData({ id: 42, first_name: 'Анна' }, TOKEN, { authDate: AUTH_DATE }));
const withHash = (hash: string) => {
  const p = signed();
  p.set('hash', hash);
  return p;
};
const check = (p: URLSearchParams, now = NOW) => checkInitData(p, KEY, 86400, now);

describe('checkInitData', () => {
  it('accepts init data signed with the bot token', () => {
    expect(check(signed())).toBe('valid');
  });

  it('refuses a signature that differs in one byte, wherever that byte is', () => {
    const hash = signed().get('hash')!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const at of [0, 31, 63]) {
      const other = hash[at] === '0' ? '1' : '0';
      expect(check(withHash(hash.slice(0, at) + other + hash.slice(at + 1)))).toBe('invalid');
    }
  });

  it('refuses a signature of another length, or the right one in another spelling', () => {
    const hash = signed().get('hash')!;
    expect(check(withHash(hash.slice(0, -1)))).toBe('invalid');
    expect(check(withHash(`${hash}0`))).toBe('invalid');
    expect(check(withHash(hash.slice(0, 32)))).toBe('invalid');
    expect(check(withHash(''))).toBe('invalid');
    expect(check(withHash(hash.toUpperCase()))).toBe('invalid');
    // 64 characters whose UTF-8 is longer than 64 bytes
    expect(check(withHash('я'.repeat(64)))).toBe('invalid');
    const missing = signed();
    missing.delete('hash');
    expect(check(missing)).toBe('invalid');
  });

  it('compares the signature in constant time (crypto.timingSafeEqual over equal-length buffers)', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    const hash = signed().get('hash')!;
    expect(check(withHash(`${hash.slice(0, 63)}${hash[63] === 'a' ? 'b' : 'a'}`))).toBe('invalid');
    expect(check(signed())).toBe('valid');
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [a, b] of spy.mock.calls) expect((a as Buffer).length).toBe((b as Buffer).length);
    spy.mockRestore();
  });

  it('refuses other fields under the same signature, and another bot token', () => {
    const p = signed();
    p.set('user', JSON.stringify({ id: 43, first_name: 'Анна' }));
    expect(check(p)).toBe('invalid');
    expect(
      checkInitData(signed(), initDataSecretKey('987654321:ANOTHER_TOKEN_abcdefghijklmnopqrstu'), 86400, NOW),
    ).toBe('invalid');
  });

  it('says expired for a valid signature past the maximum age, by the clock it is given', () => {
    expect(check(signed(), AUTH_DATE.getTime() + 86400_000)).toBe('valid');
    expect(check(signed(), AUTH_DATE.getTime() + 86401_000)).toBe('expired');
  });
});
