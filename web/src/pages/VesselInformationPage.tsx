import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { VesselInformationScreen } from '../features/vessels/components/VesselInformationScreen';

/** /vessel_information: the catalogue and the organization's fleet entries. */
export function VesselInformationPage() {
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/vessel_information']} />
      <VesselInformationScreen />
    </>
  );
}
