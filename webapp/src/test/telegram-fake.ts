// A stand-in for @twa-dev/sdk in tests (installed by setup.ts with vi.mock). Tests change the launch
// data through `fakeTelegram` and read what the app asked Telegram to do.
import { vi } from 'vitest';

export interface FakeTelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

const state = {
  user: null as FakeTelegramUser | null,
  startParam: undefined as string | undefined,
};

/** A fresh fake WebApp (its own spies); its launch data is the shared state set through `fakeTelegram`. */
export function createFakeWebApp(overrides: { platform?: string; version?: string } = {}) {
  return {
    get initData(): string {
      return state.user ? `user=${encodeURIComponent(JSON.stringify(state.user))}&auth_date=1&hash=test` : '';
    },
    get initDataUnsafe() {
      return {
        user: state.user ?? undefined,
        start_param: state.startParam,
        auth_date: 1,
        hash: 'test',
        signature: '',
      };
    },
    platform: overrides.platform ?? 'unknown',
    version: overrides.version ?? '8.0',
    colorScheme: 'light' as 'light' | 'dark',
    themeParams: {} as Record<string, string>,
    isVersionAtLeast: () => true,
    ready: vi.fn(),
    expand: vi.fn(),
    onEvent: vi.fn(),
    offEvent: vi.fn(),
    showConfirm: vi.fn(),
    openLink: vi.fn(),
    openTelegramLink: vi.fn(),
    downloadFile: vi.fn(),
    openInvoice:
      vi.fn<(url: string, callback?: (status: 'paid' | 'cancelled' | 'failed' | 'pending') => unknown) => void>(),
    HapticFeedback: { notificationOccurred: vi.fn(), impactOccurred: vi.fn(), selectionChanged: vi.fn() },
    BackButton: { show: vi.fn(), hide: vi.fn(), onClick: vi.fn(), offClick: vi.fn(), isVisible: false },
    MainButton: {
      setParams: vi.fn(),
      show: vi.fn(),
      hide: vi.fn(),
      onClick: vi.fn(),
      offClick: vi.fn(),
      showProgress: vi.fn(),
      hideProgress: vi.fn(),
    },
  };
}

export type FakeWebApp = ReturnType<typeof createFakeWebApp>;

/**
 * The SDK every test sees (setup.ts mocks '@twa-dev/sdk' with it). lib/telegram.ts imports the SDK
 * dynamically; setup.ts waits for that import, so tests start with the SDK loaded. Tests of the moments
 * before it loads import a fresh lib/telegram.ts with a delayed mock (see lib/telegram.test.ts).
 */
export const fakeWebApp = createFakeWebApp();

export const fakeTelegram = {
  /** The Telegram user of the launch data (null: opened without Telegram data). */
  setUser(user: FakeTelegramUser | null): void {
    state.user = user;
  },
  setStartParam(value: string | undefined): void {
    state.startParam = value;
  },
  reset(): void {
    state.user = null;
    state.startParam = undefined;
    fakeWebApp.colorScheme = 'light';
    fakeWebApp.themeParams = {};
  },
};
