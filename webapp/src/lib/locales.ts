// Words shared by every feature (namespace 'common'), the part the start-up code needs: the splash, the
// error fallback, the API client and the Telegram confirm/copy helpers. The rest of 'common' loads lazily:
// what only pages use is in ./page-locales.ts, the bottom navigation's labels in app/nav-locales.ts (both with
// the features' strings, one language at a time: ./strings.ts).
export default {
  ru: {
    appName: 'Онлайн-запись',
    loading: 'Загрузка...',
    ok: 'OK',
    cancel: 'Отмена',
    back: 'Назад',
    copied: 'Скопировано!',
    genericError: 'Произошла ошибка',
    validationError: 'Ошибка валидации: {{details}}',
    unexpectedError: 'Unexpected Application Error!',
  },
  en: {
    appName: 'Online booking',
    loading: 'Loading...',
    ok: 'OK',
    cancel: 'Cancel',
    back: 'Back',
    copied: 'Copied!',
    genericError: 'Something went wrong',
    validationError: 'Validation error: {{details}}',
    unexpectedError: 'Unexpected Application Error!',
  },
};
