import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { OrganizationScreen } from '../features/organizations/components/OrganizationScreen';

/** /setup_organization: organization management, for the admin login only (the route table guards it). */
export function SetupOrganizationPage() {
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/setup_organization']} />
      <OrganizationScreen />
    </>
  );
}
