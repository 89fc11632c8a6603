import { phoneE164 } from '../contact-rules';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('answers what libphonenumber answers, the first time and when it remembers the text', () => {
    const texts = ['8 (916) 123-45-67', '+7 916 123 45 67', '+7 300 012-34-56', 'not a phone', '9161234567', ''];
    for (const round of [1, 2]) {
      for (const text of texts) expect([round, text, normalizePhone(text)]).toEqual([round, text, phoneE164(text)]);
    }
    expect(normalizePhone('8 (916) 123-45-67')).toBe('+79161234567');
    expect(normalizePhone('+7 300 012-34-56')).toBeNull();
  });

  it('keeps answering right past the number of texts it remembers', () => {
    for (let i = 0; i < 5000; i++) {
      const text = `+7916${String(i).padStart(7, '0')}`;
      expect(normalizePhone(text)).toBe(text);
    }
    expect(normalizePhone('8 (916) 123-45-67')).toBe('+79161234567');
  });
});
