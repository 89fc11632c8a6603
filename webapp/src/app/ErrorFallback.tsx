import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { reportError } from '../lib/api-client';
import { useCommonText } from '../lib/common-text';

/** 'Unexpected Application Error!' with the error text, so a person can report what broke. */
export function ErrorFallback({ error }: { error: unknown }) {
  const t = useCommonText();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div className="error-fallback" role="alert">
      <h2>{t('unexpectedError')}</h2>
      <pre className="error-fallback-text">{message}</pre>
      {/* A plain button: the fallback must not depend on lazily loaded UI code. */}
      <button type="button" className="error-fallback-button" onClick={() => window.location.assign('/')}>
        {t('back')}
      </button>
    </div>
  );
}

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    // Leaving the failed page clears the error.
    if (state.error !== null && state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { error: null, failedAt: null };
    }
    if (state.error !== null && state.failedAt === null) return { failedAt: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    const err = error instanceof Error ? error : new Error(String(error));
    reportError({ message: err.message, stack: err.stack ?? info.componentStack ?? null, context: 'render' });
  }

  render() {
    return this.state.error !== null ? <ErrorFallback error={this.state.error} /> : this.props.children;
  }
}

/** Catches rendering failures anywhere below; a navigation to another path recovers. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
