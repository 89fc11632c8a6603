import { createHash } from 'node:crypto';
import { createTestApp, SUPER_ADMIN_ID, TestApp } from './support/test-app';

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

  it('offers the configured super admin with one tap to /admin, and no demo people in a database without them', async () => {
    const res = await on.http.get('/dev-login').expect(200);
    const links = [...res.text.matchAll(/<li><a href="([^"]+)"><b>([^<]+)<\/b>/g)].map((m) => [m[2], m[1]]);
    expect(links).toHaveLength(1);
    const [role, href] = links[0];
    expect(role).toBe('Супер админ');
    const open = await on.http.get(href.replace(/&#38;/g, '&')).expect(302);
    expect(open.headers.location.startsWith('/admin#tgWebAppData=')).toBe(true);
    const initData = new URLSearchParams(open.headers.location.split('#')[1]).get('tgWebAppData') as string;
    const check = await on.http.get('/api/registration/check').set('X-Telegram-Init-Data', initData).expect(200);
    expect(check.body).toEqual({ exists: false, is_super_admin: true });
    expect(JSON.parse(new URLSearchParams(initData).get('user') as string).id).toBe(SUPER_ADMIN_ID);
  });

  it('opens the app in a chosen role: a page that stores it for the app, then goes on, allowed by its own CSP', async () => {
    const res = await on.http.get('/dev-login/open?id=5&first_name=A&path=/salon-appointments&role=organization_admin');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const script = /<script>([\s\S]*?)<\/script>/.exec(res.text)![1];
    expect(script).toMatch(
      /^try\{localStorage\.setItem\("currentRole:5","organization_admin"\)\}catch\(e\)\{\}location\.replace\("\/salon-appointments#tgWebAppData=[^"<]+"\)$/,
    );
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/web\.telegram\.org/);
  });

  it.each(['admin', 'owner', '"><script>', 'client&role=master'])('refuses the role %s with 400', async (role) => {
    const res = await on.http.get(`/dev-login/open?id=5&first_name=A&role=${encodeURIComponent(role)}`);
    expect([res.status, res.body]).toEqual([400, { detail: 'Неизвестная роль' }]);
  });

  it('signs a last name too when one is given', async () => {
    const res = await on.http.get('/dev-login/open?id=777002&first_name=Анна&last_name=Смирнова').expect(302);
    const initData = new URLSearchParams(res.headers.location.split('#')[1]).get('tgWebAppData') as string;
    expect(JSON.parse(new URLSearchParams(initData).get('user') as string)).toMatchObject({
      id: 777002,
      first_name: 'Анна',
      last_name: 'Смирнова',
    });
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

  it('refuses a missing id, a repeated parameter, and never answers 500', async () => {
    const missing = await on.http.get('/dev-login/open?first_name=A').expect(400);
    expect(missing.body).toEqual({ detail: 'Укажите числовой Telegram ID и имя' });
    await on.http.get('/dev-login/open?id=5&first_name=A&first_name=B').expect(400);
    await on.http.get('/dev-login/open?id=5&first_name=A&path=/a&path=/b').expect(400);
  });

  it.each([
    ['a backslash browsers read as a second slash', '/\\evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a CR/LF that would split the headers', '/%0d%0aSet-Cookie:x'],
    ['an absolute URL', 'https://evil.example'],
    ['a path that does not start with /', 'evil.example'],
    ['a double slash further in', '/profile//evil.example'],
    ['a tab', '/pro%09file'],
  ])('refuses %s in path with 400 and a detail, never redirecting', async (_what, path) => {
    const res = await on.http.get(`/dev-login/open?id=5&first_name=A&path=${path}`).redirects(0);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Путь в приложении должен начинаться с / и вести внутрь приложения' });
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each(['/', '/profile', '/master/some-link', '/appointments/today', '/register?role=owner'])(
    'opens the app at its own path %s',
    async (path) => {
      const res = await on.http.get(`/dev-login/open?id=5&first_name=A&path=${encodeURIComponent(path)}`).expect(302);
      expect(res.headers.location.startsWith(`${path}#tgWebAppData=`)).toBe(true);
    },
  );

  it('opens the app at / when no path is given', async () => {
    const res = await on.http.get('/dev-login/open?id=5&first_name=A').expect(302);
    expect(res.headers.location.startsWith('/#tgWebAppData=')).toBe(true);
  });

  it('does not exist when DEV_LOGIN is off', async () => {
    await off.http.get('/dev-login').expect(404);
    await off.http.get('/dev-login/open?id=5&first_name=A').expect(404);
  });
});
