// Every page goes through here, so antd-mobile's Toast/Dialog (and its locale) are ready wherever a page uses them.
import '../lib/antd-render';
import '../lib/antd-locale';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { backButton, inTelegram } from '../lib/telegram';
import { BackHandlerContext, type BackHandlers } from './back-handler';

export interface PageProps {
  title?: string;
  /** true: go back in history; a string: go to that path. Shows Telegram's BackButton. */
  back?: boolean | string;
  children: ReactNode;
}

/**
 * A screen: its title and (for inner pages) the Telegram BackButton, or an in-page arrow in a browser. A step
 * inside the page may take Back over while it is shown (useBackHandler): then Back returns to the page's
 * previous step instead of leaving it.
 */
export function Page({ title, back, children }: PageProps) {
  const navigate = useNavigate();
  const target = useRef(back);
  target.current = back;
  const steps = useRef<Array<() => void>>([]);
  const [stepCount, setStepCount] = useState(0);
  const handlers = useMemo<BackHandlers>(
    () => ({
      push(handler) {
        steps.current.push(handler);
        setStepCount(steps.current.length);
        return () => {
          const i = steps.current.lastIndexOf(handler);
          if (i >= 0) steps.current.splice(i, 1);
          setStepCount(steps.current.length);
        };
      },
    }),
    [],
  );
  const hasBack = (back !== undefined && back !== false) || stepCount > 0;

  useEffect(() => {
    if (!hasBack) return undefined;
    // goBack reads the target and the steps through refs: the button is set up once per page, not on every render
    return backButton.show(() => goBack());
  }, [hasBack]);

  function goBack() {
    const step = steps.current[steps.current.length - 1];
    if (step) {
      step();
      return;
    }
    const to = target.current;
    if (typeof to === 'string') void navigate(to);
    else if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  }

  const showArrow = hasBack && !inTelegram();
  return (
    <div className="page">
      {(title || showArrow) && (
        <NavBar className="page-title" back={showArrow ? '' : null} backIcon={showArrow} onBack={goBack}>
          {title}
        </NavBar>
      )}
      <BackHandlerContext.Provider value={handlers}>
        <div className="page-body">{children}</div>
      </BackHandlerContext.Provider>
    </div>
  );
}
