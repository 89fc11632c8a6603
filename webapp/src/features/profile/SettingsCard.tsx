import { Card, List, Selector, Toast } from 'antd-mobile';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES, setLanguage, type Language } from '../../lib/i18n';
import { THEME_PREFERENCES, useThemePreference } from '../../lib/theme';

/**
 * Language (ru, en) and theme (system, light, dark), both kept on this device only; a business (an owner, an
 * independent master: `business`) also finds the texts its clients receive here.
 */
export function SettingsCard({ business = false }: { business?: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  const [theme, setTheme] = useThemePreference();
  const lang: Language = i18n.language === 'en' ? 'en' : 'ru';
  // the other language's strings load first: without a connection the screen stays as it is, and says why
  const chooseLanguage = (next: Language) =>
    void setLanguage(next).catch(() => Toast.show({ icon: 'fail', content: t('common:networkError') }));
  return (
    <Card title={t('settings.title')}>
      <List>
        <List.Item title={t('settings.language')}>
          <div role="group" aria-label={t('settings.language')}>
            <Selector
              columns={2}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`settings.languages.${l}`) }))}
              value={[lang]}
              onChange={(v) => v[0] && chooseLanguage(v[0])}
            />
          </div>
        </List.Item>
        <List.Item title={t('settings.theme')}>
          <div role="group" aria-label={t('settings.theme')}>
            <Selector
              columns={3}
              options={THEME_PREFERENCES.map((p) => ({ value: p, label: t(`settings.themes.${p}`) }))}
              value={[theme]}
              onChange={(v) => v[0] && setTheme(v[0])}
            />
          </div>
        </List.Item>
        {business && (
          <List.Item clickable onClick={() => void navigate('/notification-templates')}>
            {t('settings.notificationTexts')}
          </List.Item>
        )}
      </List>
    </Card>
  );
}
