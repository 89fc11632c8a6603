import { CLIENT_KEY_PATTERN, waitlistOfferKey } from './idempotency-keys';

describe('idempotency keys', () => {
  it("a waitlist offer's key is one no client can send", () => {
    for (const id of [1, 42, 2147483647]) expect(CLIENT_KEY_PATTERN.test(waitlistOfferKey(id))).toBe(false);
  });

  it('client keys are printable ASCII without spaces, 1 to 100 characters', () => {
    expect(CLIENT_KEY_PATTERN.test('0f8e3c2a-9b1d-4c7e-8a6f-2d5b9e1c4a70')).toBe(true);
    expect(CLIENT_KEY_PATTERN.test('waitlist-offer-42')).toBe(true);
    for (const bad of ['', 'a b', 'ключ', 'x'.repeat(101)]) expect(CLIENT_KEY_PATTERN.test(bad)).toBe(false);
  });
});
