import { useParams } from 'react-router-dom';
import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { VesselEditorScreen } from '../features/vessels/components/editor/VesselEditorScreen';

/** A positive whole number from the path, else null (which the editor shows as a load error). */
function vesselIdOf(text: string | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** /vessel/{id}: the vessel information editor. */
export function VesselEditorPage() {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/vessel/:id']} />
      <VesselEditorScreen key={id} id={vesselIdOf(id)} />
    </>
  );
}
