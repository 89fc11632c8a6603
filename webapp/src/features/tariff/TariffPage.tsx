import { Page } from '../../components/Page';

export default function TariffPage() {
  return <Page title="TariffPage">…</Page>;
}
