import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import i18n from '../lib/i18n';
import { initData } from '../lib/telegram';
import { createQueryClient } from './query-client';
import { DEFAULT_SPLASH, SplashTimingContext, type SplashTiming } from './registration';
import { prefetchSession, ROLE_STORAGE_KEY } from './roles';
import { AppRoutes } from './router';
import { loadBottomNav } from './Shell';

export interface AppProvidersProps {
  queryClient: QueryClient;
  splash?: SplashTiming;
  children: ReactNode;
}

export function AppProviders({ queryClient, splash = DEFAULT_SPLASH, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <SplashTimingContext.Provider value={splash}>{children}</SplashTimingContext.Provider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

function hasStoredRole(): boolean {
  try {
    return Boolean(localStorage.getItem(ROLE_STORAGE_KEY));
  } catch {
    return false;
  }
}

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The first screen's data starts loading together with the registration check, for a user this
    // device has seen registered (a stored role); a first visit would only collect 403s.
    if (initData()) {
      void loadBottomNav();
      if (hasStoredRole()) prefetchSession(client);
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
