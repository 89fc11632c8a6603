// Telegram's MainButton (the wide button at the bottom of the mini app), for the step that ends a flow:
// the extension of lib/telegram.ts (which loads the SDK) that only lazy pages use, so it stays out of the
// start-up bundle. Outside Telegram nothing is shown and the page shows a button of its own.
import { useEffect, useRef } from 'react';
import { inTelegram, webAppLoaded } from './telegram';

export interface MainButtonLook {
  text: string;
  /** A spinner on the button, taps ignored. */
  loading?: boolean;
  disabled?: boolean;
}

export interface MainButtonState extends MainButtonLook {
  onClick: () => void;
}

export interface MainButtonHandle {
  /** New text or state, without hiding the button in between. */
  update(look: MainButtonLook): void;
  /** Hides it again (or cancels a show still waiting for the SDK). */
  hide(): void;
}

/** Shows the MainButton (once the SDK has loaded) wired to `onClick`, which runs unless it is loading or disabled. */
export function showMainButton(look: MainButtonLook, onClick: () => void): MainButtonHandle {
  let current = look;
  let active = true;
  let apply: ((l: MainButtonLook) => void) | null = null;
  let undo: (() => void) | null = null;
  void webAppLoaded().then((w) => {
    const button = w?.MainButton;
    if (!active || !button || !w.isVersionAtLeast?.('6.0')) return;
    try {
      const click = () => {
        if (!current.loading && !current.disabled) onClick();
      };
      apply = (l) => {
        button.setParams({ text: l.text, is_active: !l.disabled && !l.loading, is_visible: true });
        if (l.loading) button.showProgress(false);
        else button.hideProgress();
      };
      apply(current);
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
  return {
    update(l) {
      current = l;
      try {
        apply?.(l);
      } catch {
        /* ignore */
      }
    },
    hide() {
      if (!active) return;
      active = false;
      try {
        undo?.();
      } catch {
        /* ignore */
      }
    },
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
  const handle = useRef<MainButtonHandle | null>(null);
  const shown = state !== null && native;
  const text = state?.text ?? '';
  const loading = state?.loading ?? false;
  const disabled = state?.disabled ?? false;
  const look = useRef<MainButtonLook>({ text, loading, disabled });
  look.current = { text, loading, disabled };

  useEffect(() => {
    if (!shown) return undefined;
    const shownButton = showMainButton(look.current, () => onClick.current?.());
    handle.current = shownButton;
    return () => {
      handle.current = null;
      shownButton.hide();
    };
  }, [shown]);

  useEffect(() => {
    handle.current?.update({ text, loading, disabled });
  }, [text, loading, disabled]);

  return native;
}
