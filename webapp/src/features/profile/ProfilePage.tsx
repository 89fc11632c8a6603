import { Page } from '../../components/Page';

export default function ProfilePage() {
  return <Page title="ProfilePage">…</Page>;
}
