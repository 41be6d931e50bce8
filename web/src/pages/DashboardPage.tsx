import { PageHeader } from '../components/PageHeader';
import { DashboardTiles } from '../features/dashboard/components/DashboardTiles';
import { useSession } from '../features/auth/hooks/useSession';
import { roleNames } from '../features/auth/utils/session-storage';

export function DashboardPage() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <>
      <PageHeader title="Dashboard" subtitle="Administration of your organization, its users and its vessels." />
      <DashboardTiles roles={roleNames(session)} />
    </>
  );
}
