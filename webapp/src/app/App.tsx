import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { initData, telegramUser } from '../lib/telegram';
import { createQueryClient } from './query-client';
import {
  DEFAULT_SPLASH,
  SplashTimingContext,
  startRegistrationCheck,
  type SplashTiming,
} from '../session/registration';
import { prefetchSession } from '../session/roles';
import { arrivedCheck } from '../api/registration';
import { prefetchPublicPage, prefetchPublicPageOfMember } from '../api/public';
import { storedRole } from '../session/stored-role';
import { AppRoutes } from './router';
import { prefetchFirstPage, prefetchRegistrationForm } from './routes';
import { loadBottomNav } from './Shell';

export interface AppProvidersProps {
  queryClient: QueryClient;
  splash?: SplashTiming;
  children: ReactNode;
}

export function AppProviders({ queryClient, splash = DEFAULT_SPLASH, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* No translation provider: useTranslation reads the translator lib/i18n.ts fills in, which keeps the
          strings out of the start-up bundle; the pages load it (router.tsx). */}
      <SplashTimingContext.Provider value={splash}>{children}</SplashTimingContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * Everything the first screen needs starts loading here, before React's first render (main.tsx calls it
 * first thing): the registration check, the first page's code and (for a Telegram account this device has
 * seen registered: its own stored role; anyone else would only collect 403s) its data, and a public page's
 * answer (anyone may read it), all at once. On a device that has not seen the account registered, the
 * registered page's code and data are asked for as soon as the check's answer arrives.
 */
export function startLoading(): QueryClient {
  const client = createQueryClient();
  prefetchPublicPage(client, window.location.pathname, window.location.search);
  if (initData()) {
    const { pathname } = window.location;
    // this device has seen the account registered, or the check index.html sent has said so already
    const registeredBefore = storedRole(telegramUser()?.id) !== null || arrivedCheck()?.exists === true;
    const navigation = loadBottomNav();
    if (registeredBefore) {
      startRegistrationCheck(Promise.all([prefetchFirstPage(pathname, true, client), navigation]));
      prefetchSession(client);
      prefetchPublicPageOfMember(client, pathname);
    } else {
      // at '/' a new user's form is the likely first screen, at a registered page's address that page; a
      // registered user on a new device gets their page's data asked for the moment the check says so, not
      // once React has rendered that answer
      const first = prefetchFirstPage(pathname, false, client);
      startRegistrationCheck((answer) => {
        if (!answer.exists) return Promise.all([first, prefetchRegistrationForm()]);
        prefetchSession(client);
        prefetchPublicPageOfMember(client, pathname);
        return Promise.all([prefetchFirstPage(pathname, true, client), navigation]);
      });
    }
  }
  return client;
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? startLoading());
  return (
    <AppProviders queryClient={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
