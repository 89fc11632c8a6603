import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from './i18n';
import { useCommonText } from './common-text';

describe('common-text: the start-up words without the translator', () => {
  it('before the translator has loaded: the start-up strings in the stored language, placeholders filled in', async () => {
    vi.resetModules(); // a fresh copy that lib/i18n.ts has not connected to
    localStorage.setItem('lang', 'en');
    const { commonText } = await import('./common-text');
    expect(commonText('loading')).toBe('Loading...');
    expect(commonText('validationError', { details: 'phone: invalid' })).toBe('Validation error: phone: invalid');
    localStorage.removeItem('lang');
  });

  it('Russian when nothing (or anything else) is stored', async () => {
    vi.resetModules();
    localStorage.setItem('lang', 'de');
    const { commonText } = await import('./common-text');
    expect(commonText('genericError')).toBe('Произошла ошибка');
  });

  it('once lib/i18n.ts has loaded, the words come from the translator and follow its language', async () => {
    vi.resetModules();
    const { commonText } = await import('./common-text');
    const { default: fresh } = await import('./i18n');
    expect(commonText('copied')).toBe('Скопировано!');
    await fresh.changeLanguage('en');
    expect(commonText('copied')).toBe('Copied!');
    expect(commonText('validationError', { details: 'x' })).toBe('Validation error: x');
  });

  it('a component using useCommonText renders again when the language changes', async () => {
    function Loading() {
      const t = useCommonText();
      return <p>{t('loading')}</p>;
    }
    render(<Loading />);
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
