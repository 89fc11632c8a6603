import { describe, expect, it, vi } from 'vitest';

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
});
