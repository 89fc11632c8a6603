// Every page goes through here, so antd-mobile's Toast/Dialog (and its locale) are ready wherever a page uses them.
import '../lib/antd-render';
import '../lib/antd-locale';
import { useEffect, useRef, type ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { backButton, inTelegram } from '../lib/telegram';

export interface PageProps {
  title?: string;
  /** true: go back in history; a string: go to that path. Shows Telegram's BackButton. */
  back?: boolean | string;
  children: ReactNode;
}

/** A screen: its title and (for inner pages) the Telegram BackButton, or an in-page arrow in a browser. */
export function Page({ title, back, children }: PageProps) {
  const navigate = useNavigate();
  const target = useRef(back);
  target.current = back;
  const hasBack = back !== undefined && back !== false;

  useEffect(() => {
    if (!hasBack) return undefined;
    // goBack reads the target through a ref: the button is set up once per page, not on every render
    return backButton.show(() => goBack());
  }, [hasBack]);

  function goBack() {
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
      <div className="page-body">{children}</div>
    </div>
  );
}
