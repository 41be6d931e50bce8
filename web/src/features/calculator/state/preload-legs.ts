import type { ApolloClient } from '@apollo/client';
import type { CalcOrderFieldsFragment, PortDistanceInput } from '../../../__generated__/graphql';
import { gridLegDistancesQuery } from '../graphql/grid';
import { legRequest } from '../utils/grid-legs';
import { PRELOAD, preloadQuery, wasAsked } from './calculator-preload';
import { loadDraft, loadLegsGuess, saveLegsGuess } from './draft-storage';
import { freshDraft } from './measured-legs';

function ask(client: ApolloClient, input: PortDistanceInput): void {
  const key = PRELOAD.legs(input);
  if (!wasAsked(key)) void preloadQuery(client, key, gridLegDistancesQuery, { input });
}

/**
 * The sea legs of the order the calculator opens on, asked for before the order itself has arrived:
 * from the draft kept in localStorage (the one the calculator takes), else from the request the order's
 * stored ports gave at the last opening. `useLegDistances` then reads the answer from the cache when its
 * request is the same one.
 */
export function preloadLegsAhead(client: ApolloClient, userId: number, orderId: number): void {
  const draft = loadDraft(userId, orderId);
  const input = draft ? (legRequest(draft)?.input ?? null) : loadLegsGuess(userId, orderId);
  if (input) ask(client, input);
}

/**
 * The same the moment the order is in (not after the calculator has rendered it): the same draft the
 * calculator takes (the one kept in localStorage, else the stored order's), so the same request; not
 * sent again when it was asked ahead. The stored order's request is kept as the next opening's guess.
 */
export function preloadLegs(client: ApolloClient, userId: number, order: CalcOrderFieldsFragment): void {
  const kept = loadDraft(userId, order.databaseId);
  const request = legRequest(kept ?? freshDraft(order, null));
  if (!kept) saveLegsGuess(userId, order.databaseId, request?.input ?? null);
  if (request) ask(client, request.input);
}
