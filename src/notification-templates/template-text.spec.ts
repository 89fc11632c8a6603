import { ownTextOf } from './own-text';
import { SAMPLE_VALUES, STANDARD_TEXTS } from './template-standard';
import { checkTemplate, MESSAGE_MAX, renderTemplate, TEMPLATE_KINDS, TEMPLATE_LANGS } from './template-text';

const values = { ...SAMPLE_VALUES.ru, client_name: '<b>Иван</b> & {date}' };

describe('own notification texts: placeholders', () => {
  it('every standard text is a valid template of its kind', () => {
    for (const kind of TEMPLATE_KINDS)
      for (const lang of TEMPLATE_LANGS) expect(checkTemplate(STANDARD_TEXTS[kind][lang], kind)).toBeNull();
  });

  it('names the first unknown placeholder, and the place of a brace without its pair', () => {
    expect(checkTemplate('Привет, {name}', 'booked')).toEqual({ problem: 'unknown_placeholder', name: 'name' });
    expect(checkTemplate('Привет, {}', 'booked')).toEqual({ problem: 'unknown_placeholder', name: '' });
    expect(checkTemplate('Ждём {date', 'booked')).toEqual({ problem: 'unclosed_brace', at: 5 });
    expect(checkTemplate('Ждём {date {time}', 'booked')).toEqual({ problem: 'unclosed_brace', at: 5 });
    expect(checkTemplate('Ждём } вас', 'booked')).toEqual({ problem: 'unclosed_brace', at: 5 });
    expect(checkTemplate('{ date }', 'booked')).toBeNull();
  });

  it('counts the message with the longest real values against 4096', () => {
    // 500 for the address: 3596 characters around it fit, 3597 do not
    expect(checkTemplate(`${'я'.repeat(MESSAGE_MAX - 500)}{address}`, 'reminder')).toBeNull();
    expect(checkTemplate(`${'я'.repeat(MESSAGE_MAX - 499)}{address}`, 'reminder')).toEqual({
      problem: 'too_long',
      length: MESSAGE_MAX + 1,
    });
  });

  it('fills values as plain text: markup and braces in a value stay what they are', () => {
    expect(renderTemplate('{client_name}: {date} {time}, {price}', 'reminder', values, 'ru')).toBe(
      '<b>Иван</b> & {date}: 01.12.2026 15:30, 1\u00a0500 ₽',
    );
    expect(renderTemplate('{date} {time} {price}', 'reminder', { ...values, price: 1234567.5 }, 'en')).toBe(
      '2026-12-01 15:30 1,234,567.5 ₽',
    );
    expect(renderTemplate('{address}', 'reminder', { ...values, address: null }, 'ru')).toBeNull();
  });
});

describe('own notification texts: when the sender uses them', () => {
  const payload = (until: string | null, text = 'Ждём вас, {client_name}') => ({
    own_texts: { ru: { id: 7, text } },
    own_until: until,
    own_values: values,
  });
  const now = Date.parse('2026-12-01T12:00:00Z');

  it('billing off: always; billing on: only while the paid plan with its grace lasts', () => {
    expect(ownTextOf('appointment_reminder', payload(null), 'ru', now, false)).toEqual({
      text: 'Ждём вас, <b>Иван</b> & {date}',
    });
    expect(ownTextOf('appointment_reminder', payload(null), 'ru', now, true)).toBeNull();
    expect(ownTextOf('appointment_reminder', payload('2026-12-01T11:59:59Z'), 'ru', now, true)).toBeNull();
    expect(ownTextOf('appointment_reminder', payload('2026-12-01T12:00:01Z'), 'ru', now, true)).toMatchObject({
      text: expect.any(String),
    });
  });

  it('another language, another kind or no own text: nothing; a broken text: its id, for the owner', () => {
    expect(ownTextOf('appointment_reminder', payload(null), 'en', now, false)).toBeNull();
    expect(ownTextOf('appointment_confirmed_by_client', payload(null), 'ru', now, false)).toBeNull();
    expect(ownTextOf('appointment_reminder', {}, 'ru', now, false)).toBeNull();
    expect(ownTextOf('appointment_reminder', payload(null, 'Ждём {oops}'), 'ru', now, false)).toEqual({ brokenId: 7 });
  });
});
