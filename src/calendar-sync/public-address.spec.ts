import { assertPublicUrl, isPublicIp, PrivateAddressError } from './public-address';

describe('CalDAV server addresses: public servers only', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '0.0.0.0',
    '100.64.0.1',
  ])('%s is refused', (ip) => expect(isPublicIp(ip)).toBe(false));

  it.each(['77.88.55.88', '2a02:6b8::2:242'])('%s is public', (ip) => expect(isPublicIp(ip)).toBe(true));

  it('loopback passes only when http is allowed (tests); private ranges never', () => {
    expect(isPublicIp('127.0.0.1', true)).toBe(true);
    expect(isPublicIp('10.0.0.1', true)).toBe(false);
  });

  it('refuses http, a literal private address and the metadata address before any request', async () => {
    await expect(assertPublicUrl('http://77.88.55.88/', { allowHttp: false })).rejects.toThrow(PrivateAddressError);
    await expect(assertPublicUrl('https://127.0.0.1/', { allowHttp: false })).rejects.toThrow(PrivateAddressError);
    await expect(assertPublicUrl('https://[::1]/', { allowHttp: false })).rejects.toThrow(PrivateAddressError);
    await expect(assertPublicUrl('https://169.254.169.254/latest/', { allowHttp: true })).rejects.toThrow(
      PrivateAddressError,
    );
    await expect(assertPublicUrl('https://localhost/', { allowHttp: false })).rejects.toThrow(PrivateAddressError);
    await expect(assertPublicUrl('https://77.88.55.88/dav/', { allowHttp: false })).resolves.toBeInstanceOf(URL);
  });
});
