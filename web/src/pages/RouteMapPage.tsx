import { useParams } from 'react-router-dom';
import { GUARDED_TITLES } from '../app/route-titles';
import { PageHeader } from '../components/PageHeader';
import { PageLoader } from '../components/PageLoader';
import { MapError, RouteMapPanel } from '../features/map/components/RouteMapPanel';
import { useOrderRoute } from '../features/map/hooks/useOrderRoute';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /map/{id}: the route of an order (the calculator's Open Map). */
export function RouteMapPage() {
  const id = parseId(useParams().id);
  const { name, points, flags, loading, error } = useOrderRoute(id);
  return (
    <>
      <PageHeader title={GUARDED_TITLES['/map/:id']} subtitle={name ?? undefined} />
      {id === null ? (
        <MapError message="This map address has no valid order id." />
      ) : loading ? (
        <PageLoader label="Loading the order…" />
      ) : error ? (
        <MapError message={error} />
      ) : (
        <RouteMapPanel points={points} flags={flags} />
      )}
    </>
  );
}
