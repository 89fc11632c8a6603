import { describe, expect, it } from 'vitest';
import { storedRole, storeRole } from './stored-role';

const OWNER = 501;
const CLIENT = 502;

describe('the remembered current role, per Telegram account', () => {
  it("gives each account back its own choice, never another account's", () => {
    storeRole(OWNER, 'organization');
    expect(storedRole(OWNER)).toBe('organization');
    expect(storedRole(CLIENT)).toBeNull();
    storeRole(CLIENT, 'master');
    expect(storedRole(CLIENT)).toBe('master');
    expect(storedRole(OWNER)).toBe('organization');
  });

  it('ignores a value stored without an account (as an earlier version kept it), and clears it on the next choice', () => {
    localStorage.setItem('currentRole', 'organization');
    expect(storedRole(OWNER)).toBeNull();
    storeRole(OWNER, 'client');
    expect(localStorage.getItem('currentRole')).toBeNull();
    expect(storedRole(OWNER)).toBe('client');
  });

  it('remembers nothing for a visitor without Telegram launch data', () => {
    storeRole(null, 'master');
    expect(localStorage.length).toBe(0);
    expect(storedRole(null)).toBeNull();
  });

  it('ignores a stored value that is not a role', () => {
    localStorage.setItem(`currentRole:${OWNER}`, 'owner');
    expect(storedRole(OWNER)).toBeNull();
  });
});
