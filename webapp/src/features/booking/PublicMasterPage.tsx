import { useParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { usePublicMaster } from '../../api/public';
import { isValidLinkParam } from './link-param';
import { LoadState } from './LoadState';
import { MasterView } from './MasterView';
import { SessionsSection } from './SessionsSection';
import { PublicReviews } from '../../components/reviews/PublicReviews';

/** /master/:deepLink — an independent master's public page. */
export default function PublicMasterPage() {
  const { t } = useTranslation('booking');
  const { deepLink } = useParams<{ deepLink: string }>();
  const valid = isValidLinkParam(deepLink);
  const master = usePublicMaster(valid ? deepLink : '', t('masterNotFound'), valid);

  return (
    <Page title={t('masterTitle')} back>
      {!valid ? (
        <LoadState loading={false} error={t('badLink')} />
      ) : (
        <LoadState
          loading={master.isPending}
          error={master.isError ? master.error.message || t('masterNotFound') : null}
        />
      )}
      {valid && master.data && <MasterView master={master.data} slots={{ kind: 'master', code: deepLink }} />}
      {valid && master.data && (
        <SessionsSection
          kind="master"
          link={deepLink}
          address={master.data.address ?? master.data.organization?.address ?? null}
        />
      )}
      {valid && master.data && <PublicReviews kind="master" link={deepLink} />}
    </Page>
  );
}
