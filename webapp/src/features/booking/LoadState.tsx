import { ErrorBlock, SpinLoading } from 'antd-mobile';

/** Loading spinner or the error text of a public page. */
export function LoadState({ loading, error }: { loading: boolean; error: string | null }) {
  if (loading)
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
        <SpinLoading />
      </div>
    );
  if (error) return <ErrorBlock status="empty" title={error} description="" />;
  return null;
}
