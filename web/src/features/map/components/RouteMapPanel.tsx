import { Alert, Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { PageLoader } from '../../../components/PageLoader';
import { useRouteLegs, type RouteFlags } from '../hooks/useRouteLegs';
import type { RoutePoint } from '../utils/route-points';

// MapLibre is large: it loads only when a map is about to be shown.
const importRouteMap = () => import('./RouteMap');
const RouteMap = lazy(() => importRouteMap().then((m) => ({ default: m.RouteMap })));

export function MapError({ message }: { message: string }) {
  return (
    <Alert.Root status="error" data-testid="map-error" maxW="3xl">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

/** Routes the stops with the route request, then draws them; shows the error message when that fails. */
export function RouteMapPanel({
  points,
  flags,
  height,
}: {
  points: readonly RoutePoint[];
  flags?: RouteFlags;
  height?: string;
}) {
  const { legs, loading, error, enough } = useRouteLegs(points, flags);
  // The map's code and its land are fetched and evaluated while the route is being calculated, not after.
  useEffect(() => {
    if (enough) void importRouteMap().then((m) => m.preloadLand());
  }, [enough]);
  if (!enough) return <MapError message="At least two ports with a known position are needed to draw a route." />;
  if (loading) return <PageLoader label="Calculating the route…" />;
  if (error) return <MapError message={error} />;
  return (
    <Box>
      <Suspense fallback={<PageLoader label="Loading the map…" />}>
        <RouteMap legs={legs} height={height} />
      </Suspense>
    </Box>
  );
}
