import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

/**
 * The three parts of 'common' as their files have them. Imported afresh: i18next merges the lazy parts into the
 * very object it was given at start (lib/locales.ts's), and setup.ts has already loaded them all.
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

describe('i18n', () => {
  it("starts with 'common' only and adds every feature's namespace, in both languages, from the lazy chunk", async () => {
    vi.resetModules();
    const { default: i18n, loadFeatureLocales, LANGUAGES } = await import('./i18n');
    const { featureLocales } = await import('./feature-locales');
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(true);
    await loadFeatureLocales();
    const namespaces = Object.keys(featureLocales);
    expect(namespaces).toEqual(expect.arrayContaining(['registration', 'management', 'profile', 'admin']));
    for (const lng of LANGUAGES) {
      for (const ns of namespaces) expect(i18n.hasResourceBundle(lng, ns), `${lng}:${ns}`).toBe(true);
    }
    expect(i18n.t('registration:forms.client')).not.toBe('forms.client');
  });

  it("'common' starts with the start-up strings only; the pages' part is merged in with the features' strings", async () => {
    const { startup, pages } = await parts();
    const { default: i18n, loadFeatureLocales } = await import('./i18n');
    expect(i18n.t('common:loading')).toBe('Загрузка...');
    expect(i18n.exists('common:teamLists.admins')).toBe(false);
    expect(i18n.exists('common:nav.profile')).toBe(false);
    await loadFeatureLocales();
    for (const lng of ['ru', 'en'] as const) {
      expect(i18n.t('common:teamLists.admins', { lng })).toBe(pages[lng].teamLists.admins);
      expect(i18n.t('common:roles.organization', { lng })).toBe(pages[lng].roles.organization);
      expect(i18n.t('common:minutes', { lng, count: 30 })).toBe(pages[lng].minutes.replace('{{count}}', '30'));
      // merged, not replaced
      expect(i18n.t('common:genericError', { lng })).toBe(startup[lng].genericError);
    }
  });

  it("the bottom navigation brings its own labels into 'common' when its chunk loads", async () => {
    vi.resetModules();
    const { default: i18n } = await import('./i18n');
    expect(i18n.exists('common:nav.tariff')).toBe(false);
    await import('../app/BottomNav');
    expect(i18n.t('common:nav.tariff')).toBe('Тариф');
    expect(i18n.t('common:nav.tariff', { lng: 'en' })).toBe('Tariff');
    expect(i18n.t('common:loading')).toBe('Загрузка...');
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
    // await i18next and the features' strings, BottomNav brings its own).
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
      // t from useCommonText() in components, commonText() elsewhere (lib/common-text.ts: no i18next at start)
      const used = [...source.matchAll(/\b(?:t|commonText)\(\s*'([\w.]+)'/g)].map((m) => m[1]);
      expect(used.length, file).toBeGreaterThan(0);
      for (const key of used) expect(available.has(key), `${file}: common:${key}`).toBe(true);
    }
  });
});
