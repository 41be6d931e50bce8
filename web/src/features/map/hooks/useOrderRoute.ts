import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { errorMessage } from '../../../app/graphql-errors';
import { routeMapOrderQuery } from '../graphql/route';
import { routePointsOf } from '../utils/route-points';
import type { RouteFlags } from './useRouteLegs';

/** The order of /map/{id}: its name, its stops in voyage order and its route flags. */
export function useOrderRoute(id: number | null) {
  const { data, loading, error } = useQuery(routeMapOrderQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });
  const order = data?.order;
  const points = useMemo(
    () => (order ? routePointsOf({ operations: [...order.operations].sort((a, b) => a.index - b.index) }) : []),
    [order],
  );
  const flags = useMemo<RouteFlags>(
    () =>
      order
        ? {
            eca: order.eca,
            hra: order.hra,
            jwc: order.jwc,
            suez: order.suez,
            panama: order.panama,
            singapore: order.singapore,
          }
        : {},
    [order],
  );
  return { name: order?.name ?? null, points, flags, loading, error: error ? errorMessage(error) : null };
}
