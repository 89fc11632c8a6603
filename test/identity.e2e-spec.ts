import { createHmac } from 'node:crypto';
import { signInitData } from '../src/auth/sign-init-data';
import { MSG } from '../src/common/messages';
import { User } from '../src/users/entities/user.entity';
import { toMeResponse } from '../src/users/users.service';
import { makeUser } from './factories';
import { auth, createTestApp, TestApp, TEST_BOT_TOKEN, tgUser, TgUser } from './support/test-app';

/**
 * Who the caller is comes only from Telegram init data signed with our bot token: never from the
 * body, never from a tampered, foreign, stale or future-dated string.
 */
describe('identity from init data', () => {
  let t: TestApp;
  let me: { user: User; tg: TgUser };
  let other: { user: User; tg: TgUser };
  const ME = '/api/users/me';

  beforeAll(async () => {
    t = await createTestApp();
    me = await makeUser(t.db, 'client', { firstName: 'Мария' }, tgUser({ first_name: 'Мария' }));
    other = await makeUser(
      t.db,
      'client',
      { firstName: 'Пётр', email: 'petr@example.com' },
      tgUser({ first_name: 'Пётр' }),
    );
  });
  afterAll(() => t.close());

  const signed = (u: TgUser = me.tg, opts: { authDate?: Date; token?: string } = {}) =>
    signInitData(u, opts.token ?? TEST_BOT_TOKEN, { authDate: opts.authDate });
  /** Re-serialises one field of signed init data, keeping the original hash. */
  const withParam = (raw: string, key: string, value: string | null) => {
    const p = new URLSearchParams(raw);
    if (value === null) p.delete(key);
    else p.set(key, value);
    return p.toString();
  };
  const asInitData = (raw: string) => ({ 'X-Telegram-Init-Data': raw });

  it('knows the caller from valid init data', async () => {
    const res = await t.http.get(ME).set(auth(me.tg)).expect(200);
    expect(res.body).toMatchObject({ user_id: me.user.id, telegram_id: me.tg.id, first_name: 'Мария' });
  });

  it('reads the whole record of the caller, typed as the database holds it', async () => {
    const full = await makeUser(
      t.db,
      'master',
      { firstName: 'Ирина', lastName: 'Соколова', email: 'irina@example.ru', phoneVerified: true, username: 'irina_s' },
      tgUser({ first_name: 'Ирина' }),
    );
    const stored = await t.db.getRepository(User).findOneByOrFail({ id: full.user.id });
    const res = await t.http.get(ME).set(auth(full.tg)).expect(200);
    // with what the app should open next: nothing for a master who asked for no calendar
    expect(res.body).toEqual({ ...JSON.parse(JSON.stringify(toMeResponse(stored))), next: null });
    expect(res.body).toMatchObject({
      telegram_id: full.tg.id,
      phone_verified: true,
      user_type: 'master',
      last_name: 'Соколова',
    });
  });

  it('accepts `Authorization: tma <init data>` as well', async () => {
    const res = await t.http.get(ME).set('Authorization', `tma ${signed()}`).expect(200);
    expect(res.body.user_id).toBe(me.user.id);
  });

  it('refuses a request without init data with 401 and the spec text', async () => {
    const res = await t.http.get(ME).expect(401);
    expect(res.body).toEqual({ detail: MSG.noTelegramUser, code: 'telegram_user_missing' });
  });

  it('refuses other authorization schemes', async () => {
    await t.http.get(ME).set('Authorization', `Bearer ${signed()}`).expect(401);
    await t.http.get(ME).set('Authorization', 'tma ').expect(401);
  });

  it('refuses tampered user data (another id under the same hash)', async () => {
    const raw = signed(me.tg);
    const forged = withParam(raw, 'user', JSON.stringify({ ...me.tg, id: other.tg.id }));
    expect(new URLSearchParams(forged).get('hash')).toBe(new URLSearchParams(raw).get('hash'));
    const res = await t.http.get(ME).set(asInitData(forged)).expect(401);
    expect(res.body).toEqual({ detail: MSG.initDataInvalid, code: 'init_data_invalid' });
  });

  it('refuses a changed auth_date under the same hash', async () => {
    const raw = signed(me.tg, { authDate: new Date(Date.now() - 3600_000) });
    const refreshed = withParam(raw, 'auth_date', String(Math.floor(Date.now() / 1000)));
    await t.http.get(ME).set(asInitData(refreshed)).expect(401);
  });

  it('refuses init data signed with another bot token', async () => {
    const raw = signed(me.tg, { token: '987654321:ANOTHER_TOKEN_abcdefghijklmnopqrstu' });
    const res = await t.http.get(ME).set(asInitData(raw)).expect(401);
    expect(res.body).toEqual({ detail: MSG.initDataInvalid, code: 'init_data_invalid' });
  });

  it('refuses init data without a hash, or with a hash of garbage', async () => {
    await t.http
      .get(ME)
      .set(asInitData(withParam(signed(), 'hash', null)))
      .expect(401);
    await t.http
      .get(ME)
      .set(asInitData(withParam(signed(), 'hash', 'zz'.repeat(32))))
      .expect(401);
    await t.http
      .get(ME)
      .set(asInitData(withParam(signed(), 'hash', '')))
      .expect(401);
  });

  it('refuses hand-made strings that are not init data at all', async () => {
    for (const raw of ['garbage', 'user=1', '%%%', '=&=&', `user=${encodeURIComponent('{"id":1}')}&hash=abc`]) {
      const res = await t.http.get(ME).set(asInitData(raw));
      expect([raw, res.status]).toEqual([raw, 401]);
      expect(typeof res.body.detail).toBe('string');
    }
  });

  it('refuses init data older than INIT_DATA_MAX_AGE_S with the "устарели" text', async () => {
    const authDate = new Date(Date.now() - (t.config.initDataMaxAgeS + 120) * 1000);
    const res = await t.http.get(ME).set(auth(me.tg, { authDate })).expect(401);
    expect(res.body.detail).toBe(MSG.initDataExpired);
    expect(res.body.detail).toContain('устарели');
  });

  it('still accepts init data just inside the allowed age', async () => {
    const authDate = new Date(Date.now() - (t.config.initDataMaxAgeS - 120) * 1000);
    await t.http.get(ME).set(auth(me.tg, { authDate })).expect(200);
  });

  it('refuses init data dated 5 minutes in the future', async () => {
    const authDate = new Date(Date.now() + 5 * 60 * 1000);
    const res = await t.http.get(ME).set(auth(me.tg, { authDate })).expect(401);
    expect(res.body).toEqual({ detail: MSG.initDataInvalid, code: 'init_data_invalid' });
  });

  it('refuses correctly signed init data without a usable user or auth date', async () => {
    const signWith = (fields: Record<string, string>) => {
      // Telegram's scheme: HMAC-SHA256 over the sorted "k=v" lines, key = HMAC("WebAppData", bot token)
      const check = Object.keys(fields)
        .sort()
        .map((k) => `${k}=${fields[k]}`)
        .join('\n');
      const secret = createHmac('sha256', 'WebAppData').update(TEST_BOT_TOKEN).digest();
      const hash = createHmac('sha256', secret).update(check).digest('hex');
      return new URLSearchParams({ ...fields, hash }).toString();
    };
    const now = String(Math.floor(Date.now() / 1000));
    // the hand-made signer is right: the same fields with a real user pass
    await t.http
      .get(ME)
      .set(asInitData(signWith({ auth_date: now, user: JSON.stringify(me.tg) })))
      .expect(200);
    // no auth_date, or one that is not a number: no way to tell the age, so no entry
    for (const authDate of [null, 'abc', '', '-1', '1e12']) {
      const fields: Record<string, string> = { user: JSON.stringify(me.tg) };
      if (authDate !== null) fields.auth_date = authDate;
      const res = await t.http.get(ME).set(asInitData(signWith(fields)));
      expect([authDate, res.status]).toEqual([authDate, 401]);
    }
    for (const user of [
      null,
      '"just text"',
      '{"first_name":"Без id"}',
      '{"id":"123"}',
      '{"id":-5}',
      '{"id":1.5}',
      '{not json',
    ]) {
      const fields: Record<string, string> = { auth_date: now };
      if (user !== null) fields.user = user;
      const res = await t.http.get(ME).set(asInitData(signWith(fields)));
      expect([user, res.status]).toEqual([user, 401]);
      expect(res.body).toEqual({ detail: MSG.noTelegramUser, code: 'telegram_user_missing' });
    }
  });

  it('never takes the caller from the body: an unknown user_id field is refused and the other user stays unchanged', async () => {
    const res = await t.http
      .put(ME)
      .set(auth(me.tg))
      .send({ user_id: other.user.id, first_name: 'Взлом', last_name: null, phone: null, email: null })
      .expect(422);
    expect(res.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['body', 'user_id'] })]));
    const after = await t.db.getRepository(User).findOneByOrFail({ id: other.user.id });
    expect(after.firstName).toBe('Пётр');
    expect(after.email).toBe('petr@example.com');
    const mine = await t.db.getRepository(User).findOneByOrFail({ id: me.user.id });
    expect(mine.firstName).toBe('Мария');
  });

  it('ignores identity hints in the query string', async () => {
    const res = await t.http
      .get(`${ME}?user_id=${other.user.id}&telegram_id=${other.tg.id}`)
      .set(auth(me.tg))
      .expect(200);
    expect(res.body).toMatchObject({ user_id: me.user.id, telegram_id: me.tg.id });
  });

  it('answers a valid but unregistered caller with 403 "not registered"', async () => {
    const res = await t.http.get(ME).set(auth(tgUser())).expect(403);
    expect(res.body).toEqual({ detail: MSG.notRegistered, code: 'not_registered' });
  });

  it('answers a blocked user with 403 "Ваш аккаунт заблокирован"', async () => {
    const blocked = await makeUser(t.db, 'client', { isBlocked: true });
    const res = await t.http.get(ME).set(auth(blocked.tg)).expect(403);
    expect(res.body).toEqual({ detail: 'Ваш аккаунт заблокирован', code: 'account_blocked' });
    const check = await t.http.get('/api/registration/check').set(auth(blocked.tg)).expect(403);
    expect(check.body).toEqual({ detail: 'Ваш аккаунт заблокирован', code: 'account_blocked' });
  });

  describe('GET /api/registration/check', () => {
    it('treats no init data as unregistered', async () => {
      const res = await t.http.get('/api/registration/check').expect(200);
      expect(res.body).toEqual({ exists: false });
    });

    it('treats garbage or forged init data as unregistered (not as the user it names)', async () => {
      const forged = withParam(signed(me.tg), 'user', JSON.stringify({ ...me.tg, id: other.tg.id }));
      for (const raw of ['garbage', forged, withParam(signed(me.tg), 'hash', null)]) {
        const res = await t.http.get('/api/registration/check').set(asInitData(raw)).expect(200);
        expect(res.body).toEqual({ exists: false });
      }
      const stale = new Date(Date.now() - (t.config.initDataMaxAgeS + 120) * 1000);
      const res = await t.http
        .get('/api/registration/check')
        .set(auth(me.tg, { authDate: stale }))
        .expect(200);
      expect(res.body).toEqual({ exists: false });
    });

    it('knows a registered caller', async () => {
      const res = await t.http.get('/api/registration/check').set(auth(me.tg)).expect(200);
      expect(res.body).toEqual({ exists: true, user_type: 'client' });
    });
  });
});
