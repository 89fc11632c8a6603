import { assertPublicUrl, isPublicAddress, type Resolve, UnsafeUrlError } from './public-address';

const table =
  (t: Record<string, string[]>): Resolve =>
  (host) =>
    t[host]
      ? Promise.resolve(t[host].map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))
      : Promise.reject(new Error('ENOTFOUND'));

const reason = async (url: string, resolve: Resolve, allowPrivate = false) => {
  try {
    await assertPublicUrl(url, { allowPrivate, resolve });
    return 'ok';
  } catch (e) {
    return e instanceof UnsafeUrlError ? e.reason : 'other';
  }
};

describe('outgoing requests go to public addresses only', () => {
  it.each([
    ['127.0.0.1', false],
    ['169.254.169.254', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['100.100.100.200', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::ffff:127.0.0.1', false],
    ['fd00:ec2::254', false],
    ['fe80::1', false],
    ['93.184.216.34', true],
    ['2606:2800:220:1:248:1893:25c8:1946', true],
  ])('%s public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it('refuses a name with any inside address among its answers, and answers the checked address to connect to', async () => {
    const resolve = table({
      'ok.example': ['93.184.216.34'],
      'mixed.example': ['93.184.216.34', '127.0.0.1'],
      'meta.example': ['169.254.169.254'],
    });
    expect(await reason('https://mixed.example/x', resolve)).toBe('not_public');
    expect(await reason('https://meta.example/x', resolve)).toBe('not_public');
    expect(await reason('https://2130706433/x', resolve)).toBe('not_public'); // 127.0.0.1 as one number
    expect(await reason('https://user:pw@ok.example/x', resolve)).toBe('invalid');
    expect(await reason('http://ok.example/x', resolve)).toBe('not_https');
    expect(await reason('ftp://ok.example/x', resolve)).toBe('not_https');
    expect(await reason('https://missing.example/x', resolve)).toBe('not_resolved');
    const checked = await assertPublicUrl('https://ok.example:8443/x', { allowPrivate: false, resolve });
    expect([checked.address, checked.family, checked.url.port]).toEqual(['93.184.216.34', 4, '8443']);
  });

  it('with allowPrivate (tests, closed networks) http and inside addresses pass', async () => {
    const resolve = table({ 'lan.example': ['10.0.0.8'] });
    expect(await reason('http://lan.example/x', resolve, true)).toBe('ok');
    expect(await reason('http://127.0.0.1:8080/x', resolve, true)).toBe('ok');
  });
});
