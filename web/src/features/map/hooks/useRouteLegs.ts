import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { errorMessage } from '../../../app/graphql-errors';
import { routeDistancesQuery } from '../graphql/route';
import type { RouteLeg } from '../utils/route-geojson';
import { toRouteInput, type RoutePoint } from '../utils/route-points';

/** The six route flags of the route request (spec 2 section 3). */
export interface RouteFlags {
  eca?: boolean;
  hra?: boolean;
  jwc?: boolean;
  suez?: boolean;
  panama?: boolean;
  singapore?: boolean;
}

/** The route calculation of the map: legs with geometry between consecutive points. */
export function useRouteLegs(points: readonly RoutePoint[], flags: RouteFlags = {}) {
  const input = useMemo(
    () => ({
      eca: flags.eca ?? false,
      hra: flags.hra ?? false,
      jwc: flags.jwc ?? false,
      suez: flags.suez ?? false,
      panama: flags.panama ?? false,
      singapore: flags.singapore ?? false,
      getGeometry: true,
      portList: points.map(toRouteInput),
    }),
    [flags.eca, flags.hra, flags.jwc, flags.suez, flags.panama, flags.singapore, points],
  );
  const enough = points.length >= 2;
  const { data, loading, error } = useQuery(routeDistancesQuery, { variables: { input }, skip: !enough });
  const legs = useMemo<RouteLeg[]>(() => data?.portDistances ?? [], [data]);
  return {
    legs,
    loading: enough && loading,
    error: error ? errorMessage(error) : null,
    enough,
  };
}
