// Is the Telegram user registered (and are they the super admin)? Checked at start (GET
// /registration/check), again on the 'registration-success' event. A failed check means unregistered
// (the registration screen is the safe place to land). The splash stays at least 2 s and at most 5 s.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RegistrationCheckResponse } from '@api/registration/registration.contract';
import type { UserType } from '@api/users/users.contract';
import { fetchRegistration } from '../api/registration';

export const REGISTRATION_SUCCESS_EVENT = 'registration-success';

/**
 * Tells the app a registration finished, so it checks again and shows the registered shell. With
 * `redirectTo`, the app goes there once the check says registered (not before: the unregistered
 * routes would send any other path back to /).
 */
export function announceRegistration(redirectTo?: string): void {
  window.dispatchEvent(new CustomEvent<string | undefined>(REGISTRATION_SUCCESS_EVENT, { detail: redirectTo }));
}

export type RegistrationStatus = 'loading' | 'registered' | 'unregistered';

export interface RegistrationState {
  status: RegistrationStatus;
  userType: UserType | null;
  /** The caller is SUPER_ADMIN_TELEGRAM_ID: /admin opens for them, registered or not (the platform's admin need not
   *  be a user). */
  superAdmin: boolean;
  /** True until the first check has settled and the splash time has passed. */
  splash: boolean;
  /** True once, for the check made at start (not for rechecks). */
  initial: boolean;
  /** Where to go once registered (set by a registration form). */
  redirectTo: string | null;
  clearRedirect: () => void;
  recheck: () => Promise<void>;
}

const RegistrationContext = createContext<RegistrationState | null>(null);

let startedCheck: Promise<RegistrationCheckResponse> | null = null;

/**
 * Sends the start-up check at once (App calls it before the first render), so its answer travels while
 * the first screen's code still loads; the provider's first check takes this answer. With `firstScreen`
 * (the first page's code loading), the answer counts once that code is there too, within the splash's
 * longest time: the first page then renders at once instead of suspending, and React holds a screen that
 * suspended behind its fallback for at least 300 ms. `firstScreen` may also be told the answer and return the
 * code (and data) it started loading for the screen that answer leads to.
 */
export function startRegistrationCheck(
  firstScreen?: Promise<unknown> | ((answer: RegistrationCheckResponse) => Promise<unknown>),
): void {
  if (startedCheck) return;
  const check = fetchRegistration();
  const waitMs = Math.max(0, DEFAULT_SPLASH.maxMs - splashShownFor());
  if (typeof firstScreen === 'function') {
    // the answer says which screen comes first (a device that has not seen the user registered)
    startedCheck = check.then((answer) => afterFirstScreen(Promise.resolve(answer), firstScreen(answer), waitMs));
    return;
  }
  startedCheck = firstScreen ? afterFirstScreen(check, firstScreen, waitMs) : check;
}

/** The check's answer once `firstScreen` has settled too, or `waitMs` have passed, whichever comes first. */
export function afterFirstScreen<T>(check: Promise<T>, firstScreen: Promise<unknown>, waitMs: number): Promise<T> {
  const waited = new Promise((done) => setTimeout(done, waitMs));
  return Promise.all([check, Promise.race([firstScreen, waited])]).then(([answer]) => answer);
}

function initialCheck(): Promise<RegistrationCheckResponse> {
  const started = startedCheck;
  startedCheck = null;
  return started ?? fetchRegistration();
}

export interface SplashTiming {
  minMs: number;
  maxMs: number;
}

export const DEFAULT_SPLASH: SplashTiming = { minMs: 2000, maxMs: 5000 };

declare global {
  interface Window {
    /** performance.now() when index.html put the splash on screen (before any of the app's code ran). */
    __splashShownAt?: number;
  }
}

/** How long (ms) the splash has been on screen already: index.html shows it before the app's code loads. */
export function splashShownFor(): number {
  const shownAt = window.__splashShownAt;
  return typeof shownAt === 'number' ? Math.max(0, performance.now() - shownAt) : 0;
}

/** Splash durations; tests provide { minMs: 0, ... } so they do not wait 2 s. */
export const SplashTimingContext = createContext<SplashTiming>(DEFAULT_SPLASH);

export function RegistrationProvider({ children }: { children: ReactNode }) {
  const splash = useContext(SplashTimingContext);
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<{
    status: RegistrationStatus;
    userType: UserType | null;
    superAdmin: boolean;
    initial: boolean;
    redirectTo: string | null;
  }>({ status: 'loading', userType: null, superAdmin: false, initial: true, redirectTo: null });
  const [minPassed, setMinPassed] = useState(splash.minMs <= 0);
  const [maxPassed, setMaxPassed] = useState(false);
  const started = useRef(false);

  const run = useCallback(async (initial: boolean, redirectTo: string | null = null) => {
    const result = await (initial ? initialCheck() : fetchRegistration());
    setCheck({
      status: result.exists ? 'registered' : 'unregistered',
      userType: result.exists ? (result.user_type ?? null) : null,
      superAdmin: result.is_super_admin === true,
      initial,
      redirectTo: result.exists ? redirectTo : null,
    });
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(true);
  }, [run]);

  useEffect(() => {
    // index.html paints the splash before the JavaScript loads; its 2-5 s count from then
    const shown = splashShownFor();
    const min = splash.minMs > 0 ? setTimeout(() => setMinPassed(true), Math.max(0, splash.minMs - shown)) : undefined;
    const max = setTimeout(() => setMaxPassed(true), Math.max(0, splash.maxMs - shown));
    return () => {
      if (min) clearTimeout(min);
      clearTimeout(max);
    };
  }, [splash.minMs, splash.maxMs]);

  const recheckTo = useCallback(
    async (redirectTo: string | null) => {
      // Everything cached for the unregistered visitor is stale now.
      await queryClient.invalidateQueries();
      await run(false, redirectTo);
    },
    [queryClient, run],
  );
  const recheck = useCallback(() => recheckTo(null), [recheckTo]);
  const clearRedirect = useCallback(() => setCheck((c) => (c.redirectTo ? { ...c, redirectTo: null } : c)), []);

  useEffect(() => {
    const onSuccess = (e: Event) => {
      const detail = (e as CustomEvent<string | undefined>).detail;
      void recheckTo(typeof detail === 'string' ? detail : null);
    };
    window.addEventListener(REGISTRATION_SUCCESS_EVENT, onSuccess);
    return () => window.removeEventListener(REGISTRATION_SUCCESS_EVENT, onSuccess);
  }, [recheckTo]);

  const splashOn = !maxPassed && (check.status === 'loading' || !minPassed);
  // After 5 s a check still under way counts as unregistered (spec: splash at most 5 s).
  const status: RegistrationStatus = check.status === 'loading' && maxPassed ? 'unregistered' : check.status;

  const value = useMemo<RegistrationState>(
    () => ({
      status,
      userType: check.userType,
      superAdmin: check.superAdmin,
      splash: splashOn,
      initial: check.initial,
      redirectTo: check.redirectTo,
      clearRedirect,
      recheck,
    }),
    [status, check.userType, check.superAdmin, check.initial, check.redirectTo, splashOn, clearRedirect, recheck],
  );
  return <RegistrationContext.Provider value={value}>{children}</RegistrationContext.Provider>;
}

export function useRegistration(): RegistrationState {
  const ctx = useContext(RegistrationContext);
  if (!ctx) throw new Error('useRegistration outside RegistrationProvider');
  return ctx;
}
