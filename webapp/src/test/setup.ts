import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { act, cleanup } from '@testing-library/react';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterEach, vi } from 'vitest';
import { fakeTelegram, fakeWebApp } from './telegram-fake';

vi.mock('@twa-dev/sdk', () => ({ default: fakeWebApp }));

// Lazy pages are compiled on first use, which can take more than the default second.
configure({ asyncUtilTimeout: 4000 });

// Imported after the mock so the app's modules see the fake SDK.
const { unmountImperativeRoots } = await import('../lib/antd-render');
await import('../lib/antd-locale');
const { default: i18n, loadLanguage, LANGUAGES } = await import('../lib/i18n');
// Tests render pages and their parts directly (not through the router's lazy loaders), and switch languages
// within a test: all strings, in both languages, up front (lib/i18n.test.ts checks the app loads one).
await Promise.all(LANGUAGES.map(loadLanguage));
// lib/telegram.ts loads the (mocked) SDK with a dynamic import: tests start with it loaded.
await (await import('../lib/telegram')).webAppLoaded();

// jsdom lacks these; antd-mobile and the theme code touch them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// antd-mobile's Popup drags with pointer capture, which jsdom lacks.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}
// eslint-disable-next-line @typescript-eslint/unbound-method -- only the function's source text is read
if (!window.scrollTo || String(window.scrollTo).includes('notImplemented')) {
  window.scrollTo = () => undefined;
}

afterEach(async () => {
  cleanup();
  // toasts and dialogs live in roots of their own, which cleanup() does not know: close them (antd forgets
  // them) and unmount them now, not after a toast's seconds run out, when the test file may be gone
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  act(() => unmountImperativeRoots());
  await i18n.changeLanguage('ru');
  localStorage.clear();
  sessionStorage.clear();
  fakeTelegram.reset();
});
