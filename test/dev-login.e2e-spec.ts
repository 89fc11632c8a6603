import { createTestApp, TestApp } from './support/test-app';

describe('dev login', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    [on, off] = await Promise.all([createTestApp({ devLogin: true }), createTestApp({ devLogin: false })]);
  });
  afterAll(async () => {
    await Promise.all([on.close(), off.close()]);
  });

  it('offers a form to pick a test Telegram user', async () => {
    const res = await on.http.get('/dev-login').expect(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('name="id"');
    expect(res.text).toContain('name="first_name"');
  });

  it('opens the mini app with init data the API accepts as that user', async () => {
    const res = await on.http.get('/dev-login/open?id=777001&first_name=Анна&username=anna&path=/profile').expect(302);
    const location = res.headers.location;
    expect(location.startsWith('/profile#')).toBe(true);
    const initData = new URLSearchParams(location.split('#')[1]).get('tgWebAppData') as string;
    const check = await on.http.get('/api/registration/check').set('X-Telegram-Init-Data', initData).expect(200);
    expect(check.body).toEqual({ exists: false });
    // the same init data passes the guard (a registered-only route says "not registered", not "invalid")
    const me = await on.http.get('/api/users/me').set('X-Telegram-Init-Data', initData);
    expect(me.status).toBe(403);
    expect(me.body.detail).toBe('Пользователь не зарегистрирован');
  });

  it('refuses a missing id and never redirects off-site', async () => {
    await on.http.get('/dev-login/open?first_name=A').expect(400);
    const res = await on.http.get('/dev-login/open?id=5&first_name=A&path=//evil.example').expect(302);
    expect(res.headers.location.startsWith('/#')).toBe(true);
  });

  it('does not exist when DEV_LOGIN is off', async () => {
    await off.http.get('/dev-login').expect(404);
    await off.http.get('/dev-login/open?id=5&first_name=A').expect(404);
  });
});
