import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../lib/use-translation';
import { Page } from '../../components/Page';
import { usePublicOrganizationMaster } from '../../api/public';
import { isValidLinkParam } from './link-param';
import { LoadState } from './LoadState';
import { MasterView } from './MasterView';
import { PublicReviews } from '../../components/reviews/PublicReviews';

/** /organization-master/:masterCode — a master inside an organization. */
export default function PublicOrganizationMasterPage() {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const { masterCode } = useParams<{ masterCode: string }>();
  const valid = isValidLinkParam(masterCode);
  const master = usePublicOrganizationMaster(valid ? masterCode : '', t('masterNotFound'), valid);
  const organization = master.data?.organization;

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
      {valid && master.data && (
        <MasterView master={master.data} slots={{ kind: 'organization-master', code: masterCode }} />
      )}
      {valid && master.data && <PublicReviews kind="organization-master" link={masterCode} />}
      {organization && (
        <div style={{ padding: '0 12px 12px' }}>
          <Button block onClick={() => navigate(`/organization/${organization.deep_link}`)}>
            {t('toOrganization')}
          </Button>
        </div>
      )}
    </Page>
  );
}
