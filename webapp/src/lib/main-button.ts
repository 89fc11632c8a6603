// Telegram's MainButton (the wide button at the bottom of the mini app), for the step that ends a flow:
// the extension of lib/telegram.ts (which loads the SDK) that only lazy pages use, so it stays out of the
// start-up bundle. Outside Telegram nothing is shown and the page shows a button of its own.
import { useEffect, useRef } from 'react';
import { inTelegram, webAppLoaded } from './telegram';

export interface MainButtonState {
  text: string;
  onClick: () => void;
  /** A spinner on the button, taps ignored. */
  loading?: boolean;
  disabled?: boolean;
}

/**
 * Shows the MainButton with `state` (once the SDK has loaded); the returned cleanup hides it again, or
 * cancels a show still waiting for the SDK.
 */
export function showMainButton(state: MainButtonState): () => void {
  let active = true;
  let undo: (() => void) | null = null;
  void webAppLoaded().then((w) => {
    const button = w?.MainButton;
    if (!active || !button || !w.isVersionAtLeast?.('6.0')) return;
    try {
      const click = () => {
        if (!state.loading && !state.disabled) state.onClick();
      };
      button.setParams({ text: state.text, is_active: !state.disabled && !state.loading, is_visible: true });
      if (state.loading) button.showProgress(false);
      else button.hideProgress();
      button.onClick(click);
      undo = () => {
        button.offClick(click);
        button.hideProgress();
        button.hide();
      };
    } catch {
      /* an old client: the page's own button is there instead */
    }
  });
  return () => {
    if (!active) return;
    active = false;
    try {
      undo?.();
    } catch {
      /* ignore */
    }
  };
}

/**
 * Telegram's MainButton for a screen while `state` is given (null hides it). Returns true inside Telegram,
 * where the native button is used; elsewhere false, and the screen shows its own button.
 */
export function useMainButton(state: MainButtonState | null): boolean {
  const native = inTelegram();
  const onClick = useRef(state?.onClick);
  onClick.current = state?.onClick;
  const shown = state !== null && native;
  const text = state?.text ?? '';
  const loading = state?.loading ?? false;
  const disabled = state?.disabled ?? false;
  useEffect(() => {
    if (!shown) return undefined;
    return showMainButton({ text, loading, disabled, onClick: () => onClick.current?.() });
  }, [shown, text, loading, disabled]);
  return native;
}
