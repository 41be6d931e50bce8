import type { ApolloClient } from '@apollo/client';
import type { CalcOrderFieldsFragment } from '../../../__generated__/graphql';
import { gridLegDistancesQuery } from '../graphql/grid';
import { legRequest } from '../utils/grid-legs';
import { PRELOAD, preloadQuery, wasAsked } from './calculator-preload';
import { loadDraft } from './draft-storage';
import { freshDraft } from './measured-legs';

/**
 * The sea legs of the order the calculator opens on, asked for the moment the order is in (not after the
 * calculator has rendered it): the same draft the calculator takes (the one kept in localStorage, else the
 * stored order's), so the same request; not sent again when the guess (`calculator-preload.ts`, kept by
 * `useLegDistances` each time it measures) asked for it already.
 */
export function preloadLegs(client: ApolloClient, userId: number, order: CalcOrderFieldsFragment): void {
  const request = legRequest(loadDraft(userId, order.databaseId) ?? freshDraft(order, null));
  if (!request) return;
  const key = PRELOAD.legs(request.input);
  if (!wasAsked(key)) void preloadQuery(client, key, gridLegDistancesQuery, { input: request.input });
}
