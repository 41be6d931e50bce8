import type { ApolloClient } from '@apollo/client';
import type { CalcOrderFieldsFragment, PortDistanceInput } from '../../../__generated__/graphql';
import { gridLegDistancesQuery } from '../graphql/grid';
import { legRequest } from '../utils/grid-legs';
import { PRELOAD, preloadQuery, wasAsked } from './calculator-preload';
import { loadDraft, saveLegsGuess } from './draft-storage';
import { freshDraft } from './measured-legs';

function ask(client: ApolloClient, input: PortDistanceInput): void {
  const key = PRELOAD.legs(input);
  if (!wasAsked(key)) void preloadQuery(client, key, gridLegDistancesQuery, { input });
}

/**
 * The sea legs of the order the calculator opens on, asked for the moment the order is in (not after the
 * calculator has rendered it): the same draft the calculator takes (the one kept in localStorage, else the
 * stored order's), so the same request; not sent again when the guess asked for it already. The request
 * is kept as the next opening's guess (`calculator-preload.ts` sends it beside the order).
 */
export function preloadLegs(client: ApolloClient, userId: number, order: CalcOrderFieldsFragment): void {
  const kept = loadDraft(userId, order.databaseId);
  const request = legRequest(kept ?? freshDraft(order, null));
  saveLegsGuess(userId, order.databaseId, request?.input ?? null);
  if (request) ask(client, request.input);
}
