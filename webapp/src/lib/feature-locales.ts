// Every feature's strings (features/<feature>/locales.ts, namespace = folder name; a shared component folder's
// the same way, components/<folder>/locales.ts: the booking screens' 'appointments'), in one lazy chunk: only
// the pages use them and every page is lazy, so i18n.ts loads this at start-up in parallel with the first
// page and the router lets no page render before it is in (see loadFeatureLocales). With them comes the pages'
// part of 'common' (./page-locales.ts), merged into the start-up part already there.
import pageCommon from './page-locales';

export type Dictionary = Record<string, unknown>;
interface LocaleModule {
  default: { ru: Dictionary; en: Dictionary };
}

const modules = import.meta.glob<LocaleModule>(['../features/*/locales.ts', '../components/*/locales.ts'], {
  eager: true,
});

/** namespace → { ru, en }; 'common' holds only the pages' part, to be merged (deeply) into the start-up one. */
export const featureLocales: Record<string, { ru: Dictionary; en: Dictionary }> = { common: pageCommon };
for (const [path, mod] of Object.entries(modules)) {
  const ns = /(?:features|components)\/([^/]+)\/locales\.ts$/.exec(path)?.[1];
  if (ns && mod.default) featureLocales[ns] = mod.default;
}
