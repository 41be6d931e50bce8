import type { ApolloClient } from '@apollo/client';
import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { gridLegDistancesQuery } from '../graphql/grid';
import { legRequest } from '../utils/grid-legs';
import { PRELOAD, preloadQuery } from './calculator-preload';
import { loadDraft } from './draft-storage';
import { freshDraft } from './measured-legs';

/**
 * The sea legs of the order the calculator opens on, asked for the moment the order is in (not after
 * the calculator has rendered it): the same draft the calculator takes (the one kept in localStorage,
 * else the stored order's), so the same request, which `useLegDistances` then reads from the cache.
 */
export function preloadLegs(client: ApolloClient, userId: number, order: CalcOrderFieldsFragment): void {
  const draft = loadDraft(userId, order.databaseId) ?? freshDraft(order, null);
  const request = legRequest(draft);
  if (request) void preloadQuery(client, PRELOAD.legs(request.input), gridLegDistancesQuery, { input: request.input });
}
