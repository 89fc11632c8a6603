// antd-mobile's texts follow the app language. Loaded with the first page (not at start-up): without a
// ConfigProvider, antd-mobile components read this default config. Its global CSS (the theme's variables) comes
// with it: the build imports each component from its own module (barrel-imports.ts), not from the index that
// imported it.
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import ruRU from 'antd-mobile/es/locales/ru-RU';
import i18n from './i18n';

function apply(lang: string) {
  setDefaultConfig({ locale: lang === 'en' ? enUS : ruRU });
}

apply(i18n.language);
i18n.onLanguageChanged(() => apply(i18n.language));
