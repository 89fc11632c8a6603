import { capText } from './logs.service';

describe('capText', () => {
  it('keeps strings, turns other values into JSON, and empties into null', () => {
    expect(capText('boom', 10)).toBe('boom');
    expect(capText({ a: [1, 'x'] }, 100)).toBe('{"a":[1,"x"]}');
    expect(capText(42, 10)).toBe('42');
    expect(capText('', 10)).toBeNull();
    expect(capText(null, 10)).toBeNull();
    expect(capText(undefined, 10)).toBeNull();
  });

  it('cuts at the cap and drops NUL characters', () => {
    expect(capText('abcdef', 3)).toBe('abc');
    expect(capText('a\u0000b', 10)).toBe('ab');
  });

  it('survives values JSON cannot write', () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(capText(loop, 100)).toBe('[object Object]');
    expect(capText(10n, 10)).toBe('10');
  });
});
