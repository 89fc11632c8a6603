import { describe, expect, it } from 'vitest';
import { errorMessage } from './api-client';
import { formatDate, formatDateTime, formatPrice } from './format';
import { bookingPath, capturePendingBooking, pendingBooking, takePendingBookingPath } from './pending-booking';
import { isValidEmail, isValidPhone, normalizePhone } from './validation';

describe('errorMessage (spec 8)', () => {
  it('shows a string detail as is', () => {
    expect(errorMessage({ detail: 'Организация не найдена' }, 'x')).toBe('Организация не найдена');
  });
  it('formats a validation array as field: msg pairs joined by commas', () => {
    expect(
      errorMessage(
        {
          detail: [
            { loc: ['body', 'phone'], msg: 'Неверный формат номера телефона' },
            { loc: ['body', 'email'], msg: 'Неверный формат email' },
          ],
        },
        'x',
      ),
    ).toBe('Ошибка валидации: phone: Неверный формат номера телефона, email: Неверный формат email');
  });
  it('falls back to the caller default', () => {
    expect(errorMessage({}, 'Ошибка при сохранении услуги')).toBe('Ошибка при сохранении услуги');
    expect(errorMessage(null, 'Ошибка при удалении услуги')).toBe('Ошибка при удалении услуги');
  });
});

describe('format', () => {
  it('prices in roubles with grouped thousands', () => {
    expect(formatPrice(1500)).toBe('1 500 ₽');
    expect(formatPrice(0)).toBe('0 ₽');
    expect(formatPrice(2990.5)).toBe('2 990,50 ₽');
    expect(formatPrice(null)).toBe('');
  });
  it('dates as day.month.year', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    const local = new Date(2026, 11, 31, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('31.12.2026 09:07');
  });
});

describe('pending booking', () => {
  it('maps each prefix, longest first', () => {
    expect(bookingPath('org_salon')).toBe('/organization/salon');
    expect(bookingPath('master_anna')).toBe('/master/anna');
    expect(bookingPath('org_master_abc')).toBe('/organization-master/abc');
    expect(bookingPath('invite_x')).toBeNull();
    expect(bookingPath('org_')).toBeNull();
  });
  it('reads links with the API and bot grammar: org_master_ is never the organization "master_…"', () => {
    expect(bookingPath('org_master_x')).toBe('/organization-master/x');
    expect(bookingPath('org_master-x')).toBe('/organization/master-x');
    expect(bookingPath('master_Anna')).toBeNull();
    expect(bookingPath('org_ab')).toBeNull();
    expect(bookingPath('master_' + 'a'.repeat(65))).toBeNull();
  });
  it('is stored from ?booking= and removed after use', () => {
    capturePendingBooking('?booking=master_anna');
    expect(pendingBooking()).toBe('master_anna');
    expect(takePendingBookingPath()).toBe('/master/anna');
    expect(pendingBooking()).toBeNull();
    expect(takePendingBookingPath()).toBeNull();
  });
  it('ignores values that are not bookings', () => {
    capturePendingBooking('?booking=hello');
    expect(pendingBooking()).toBeNull();
  });
});

describe('validation', () => {
  it('phones: international or Russian local, real numbers only', () => {
    expect(isValidPhone('+79991234567')).toBe(true);
    expect(isValidPhone('8 (999) 123-45-67')).toBe(true);
    expect(isValidPhone('+442071838750')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
  it('phones: a number of the right length in a range that does not exist is refused, as the server refuses it', () => {
    // +7 300 …: Russia has no such range; length-only metadata took it and the server then answered 422
    expect(isValidPhone('+7 300 012-34-56')).toBe(false);
    expect(normalizePhone('+7 300 012-34-56')).toBe('+7 300 012-34-56');
    expect(normalizePhone(' 8 (999) 123-45-67 ')).toBe('+79991234567');
  });
  it('emails: text@text.text', () => {
    expect(isValidEmail('anna@mail.ru')).toBe(true);
    expect(isValidEmail('anna@mail')).toBe(false);
    expect(isValidEmail('anna mail.ru')).toBe(false);
  });
});
