import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

/**
 * The three parts of 'common' as their files have them, imported afresh (setup.ts has already loaded them all).
 */
async function parts(): Promise<{
  startup: typeof import('./locales').default;
  pages: typeof import('./page-locales').default;
  navLocales: typeof import('../app/nav-locales').default;
}> {
  vi.resetModules();
  return {
    startup: (await import('./locales')).default,
    pages: (await import('./page-locales')).default,
    navLocales: (await import('../app/nav-locales')).default,
  };
}

/** Every key of a dictionary, dotted ('teamLists.admins'). */
function keys(dictionary: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('i18n', () => {
  it("starts with 'common' only and adds every feature's namespace in the user's language, not the other", async () => {
    vi.resetModules();
    const { default: i18n, loadFeatureLocales } = await import('./i18n');
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'registration')).toBe(false);
    await loadFeatureLocales();
    for (const ns of ['registration', 'management', 'profile', 'admin', 'appointments']) {
      expect(i18n.hasResourceBundle('ru', ns), ns).toBe(true);
      expect(i18n.hasResourceBundle('en', ns), ns).toBe(false);
    }
    expect(i18n.t('registration:forms.client')).not.toBe('forms.client');
    expect(i18n.exists('common:teamLists.admins', { lng: 'en', fallbackLng: false })).toBe(false);
  });

  it('a user who chose English gets the English strings only', async () => {
    localStorage.setItem('lang', 'en');
    vi.resetModules();
    const { default: i18n, loadFeatureLocales } = await import('./i18n');
    await loadFeatureLocales();
    expect(i18n.t('profile:settings.title')).toBe('Settings');
    expect(i18n.t('common:nav.profile')).toBe('Profile');
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'profile')).toBe(false);
  });

  it("each language's strings chunk holds that language's half of every locale file, and no other", async () => {
    const ru = (await import('./strings-ru')).default;
    const en = (await import('./strings-en')).default;
    const paths = Object.keys(ru);
    expect(paths.length).toBeGreaterThan(20);
    expect(Object.keys(en)).toEqual(paths);
    for (const path of paths) {
      expect(Object.keys(ru[path]), path).toEqual(['ru']);
      expect(Object.keys(en[path]), path).toEqual(['en']);
      // the parts a locale file imports (the booking screens' group sessions...) come in the same language;
      // plural forms differ (Russian has _few and _many)
      const words = (dictionary: Record<string, unknown>) => [...new Set(keys(dictionary).map(withoutPlural))];
      expect(words(en[path].en!), path).toEqual(words(ru[path].ru!));
    }
    // the other language's words are nowhere in it (checked by text, not by keys: a long string would be cut)
    expect(JSON.stringify(ru).includes('Could not')).toBe(false);
    expect(JSON.stringify(en).includes('Не удалось')).toBe(false);
  });

  it('switching the language loads the other strings, then shows them; switching back shows Russian again', async () => {
    vi.resetModules();
    const { default: i18n, loadFeatureLocales } = await import('./i18n');
    await loadFeatureLocales();
    const { SettingsCard } = await import('../features/profile/SettingsCard');
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SettingsCard />
      </MemoryRouter>,
    );
    expect(screen.getByText('Настройки')).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(false);
    await user.click(screen.getByText('English'));
    expect(await screen.findByText('Settings')).toBeInTheDocument();
    expect(screen.getByText('Theme')).toBeInTheDocument();
    expect(i18n.t('common:nav.tariff')).toBe('Tariff');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByText('Русский'));
    expect(await screen.findByText('Настройки')).toBeInTheDocument();
    expect(i18n.t('common:nav.tariff')).toBe('Тариф');
  });

  it("'common' starts with the start-up strings only; the pages' part is merged in with the features' strings", async () => {
    const { startup, pages, navLocales } = await parts();
    const { default: i18n, loadLanguage } = await import('./i18n');
    expect(i18n.t('common:loading')).toBe('Загрузка...');
    expect(i18n.exists('common:teamLists.admins')).toBe(false);
    expect(i18n.exists('common:nav.profile')).toBe(false);
    for (const lng of ['ru', 'en'] as const) {
      await loadLanguage(lng);
      expect(i18n.t('common:teamLists.admins', { lng })).toBe(pages[lng].teamLists.admins);
      expect(i18n.t('common:roles.organization', { lng })).toBe(pages[lng].roles.organization);
      expect(i18n.t('common:minutes', { lng, count: 30 })).toBe(pages[lng].minutes.replace('{{count}}', '30'));
      expect(i18n.t('common:nav.tariff', { lng })).toBe(navLocales[lng].nav.tariff);
      // merged, not replaced
      expect(i18n.t('common:genericError', { lng })).toBe(startup[lng].genericError);
    }
  });

  it("the three parts of 'common' have the same keys in both languages and share none", async () => {
    const all3 = await parts();
    for (const [name, part] of Object.entries(all3)) expect(keys(part.en), name).toEqual(keys(part.ru));
    const all = Object.values(all3).flatMap((part) => keys(part.ru));
    expect(new Set(all).size).toBe(all.length);
  });

  it("every string the start-up code shows is in the start-up part of 'common' (lib/locales.ts)", async () => {
    const { startup } = await parts();
    // The modules of the initial bundle that translate; everything else that translates is a lazy chunk (pages
    // await the translator and the features' strings, BottomNav brings its own).
    const STARTUP_MODULES = [
      '../app/Splash.tsx',
      '../app/ErrorFallback.tsx',
      '../components/PageLoading.tsx',
      './telegram.ts',
      './api-client.ts',
    ];
    const available = new Set(keys(startup.ru));
    for (const file of STARTUP_MODULES) {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      // t from useCommonText() in components, commonText() elsewhere (lib/common-text.ts: no translator at start)
      const used = [...source.matchAll(/\b(?:t|commonText)\(\s*'([\w.]+)'/g)].map((m) => m[1]);
      expect(used.length, file).toBeGreaterThan(0);
      for (const key of used) expect(available.has(key), `${file}: common:${key}`).toBe(true);
    }
  });
});
