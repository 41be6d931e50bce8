import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { UserManagementScreen } from '../features/users/components/UserManagementScreen';

/** /user_organization: the users of an organization and their roles. */
export function UserOrganizationPage() {
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/user_organization']} />
      <UserManagementScreen />
    </>
  );
}
