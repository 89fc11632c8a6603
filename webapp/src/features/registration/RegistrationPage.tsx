import { Page } from '../../components/Page';

export default function RegistrationPage() {
  return <Page title="RegistrationPage">…</Page>;
}
