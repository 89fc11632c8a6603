import { useEffect, useState, type ReactNode } from 'react';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import ruRU from 'antd-mobile/es/locales/ru-RU';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import i18n from '../lib/i18n';
import { initData } from '../lib/telegram';
import { createQueryClient } from './query-client';
import { DEFAULT_SPLASH, SplashTimingContext, type SplashTiming } from './registration';
import { prefetchSession } from './roles';
import { AppRoutes } from './router';
import { loadBottomNav } from './Shell';

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = instance.language === 'en' ? enUS : ruRU;
  // Imperative Toast/Dialog read the default config, not the provider.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  splash?: SplashTiming;
  children: ReactNode;
}

export function AppProviders({ queryClient, splash = DEFAULT_SPLASH, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AntdLocale>
          <SplashTimingContext.Provider value={splash}>{children}</SplashTimingContext.Provider>
        </AntdLocale>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The first screen's data starts loading together with the registration check.
    if (initData()) {
      prefetchSession(client);
      void loadBottomNav();
    }
    return client;
  });
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
