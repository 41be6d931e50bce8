import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { PortDistanceInput } from '../../../__generated__/graphql';
import { warmSocket } from '../../../app/ws-client';
import { getFragmentData } from '../../../__generated__';
import {
  calcOrderFields,
  calculatorFleetQuery,
  calculatorOrderListQuery,
  calculatorOrderQuery,
  calculatorUsersQuery,
} from '../graphql/calculator';
import { warmNumberFormats } from '../../../lib/format/numbers';
import { gridLegDistancesQuery } from '../graphql/grid';
import { loadLegsGuess, loadView } from './draft-storage';

/**
 * Opening the calculator straight from the address bar (a reload, a bookmark): its requests start
 * before its code has loaded and before the app's first render, beside the page chunk (ADR 0014). Small
 * on purpose: it is part of the first load, while the calculator's code stays in its own chunk.
 */

/** How many of the user's orders the left-hand list shows (pinned first, newest first). */
export const ORDER_LIST_SIZE = 100;
export const ORDER_LIST_VARIABLES = { page: { limit: ORDER_LIST_SIZE, offset: 0 } };

/** The longest a preloaded answer stands in for the calculator's own first request of it. */
const PRELOAD_FRESH_MS = 15_000;

/** The requests asked for ahead of the calculator and not taken by it yet, by key, with when they were sent. */
const asked = new Map<string, number>();
/** Every request asked for lately, ahead of the calculator or by it (it takes a key as it asks), with when. */
const seen = new Map<string, number>();

export const PRELOAD = {
  list: 'list',
  fleet: 'fleet',
  order: (id: number) => `order:${id}`,
  legs: (input: PortDistanceInput) => `legs:${JSON.stringify(input)}`,
} as const;

/**
 * True once (the first caller takes it) when `key` was asked for ahead and lately: the caller reads
 * it cache-first, so it gets that answer (or joins the request still on its way: Apollo sends one
 * request for identical queries in flight) instead of sending the same request again.
 */
export function takePreloaded(key: string): boolean {
  const at = asked.get(key);
  asked.delete(key);
  if (at === undefined) seen.set(key, performance.now());
  return at !== undefined && performance.now() - at < PRELOAD_FRESH_MS;
}

/**
 * Whether `key` was asked for lately, ahead of the calculator or by the calculator itself, taken or not:
 * the calculator can render the order and ask for its legs before the preload that follows the order's
 * answer runs (React renders an external store's update in a microtask), and must not be asked twice.
 */
export function wasAsked(key: string): boolean {
  const at = seen.get(key);
  return at !== undefined && performance.now() - at < PRELOAD_FRESH_MS;
}

/** Sends a query to the network into the cache, noting it under `key` (forgotten if it fails). */
export function preloadQuery<T, V extends OperationVariables>(
  client: ApolloClient,
  key: string,
  query: TypedDocumentNode<T, V>,
  variables: V,
): Promise<T | undefined> {
  asked.set(key, performance.now());
  seen.set(key, performance.now());
  return client
    .query<T, V>({ query, variables, fetchPolicy: 'network-only' } as ApolloClient.QueryOptions<T, V>)
    .then((r) => r.data)
    .catch(() => {
      // The calculator's own request reports the failure.
      asked.delete(key);
      seen.delete(key);
      return undefined;
    });
}

/**
 * Starts what the calculator asks for on opening: the socket of its result stream, the order list,
 * the fleet, the organization's users, and the order selected before; that order's sea legs beside it
 * as its last opening asked for them, and as soon as it is in when they differ (`preload-legs.ts`).
 */
export function preloadCalculatorData(client: ApolloClient, userId: number): void {
  warmSocket();
  // The first results format dozens of figures at once: their formatters are built while the answers travel.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 50));
  idle(() => warmNumberFormats());
  void preloadQuery(client, PRELOAD.list, calculatorOrderListQuery, ORDER_LIST_VARIABLES);
  void preloadQuery(client, PRELOAD.fleet, calculatorFleetQuery, {});
  // Read cache-first by the calculator, so the cache answers it without a note.
  void client.query({ query: calculatorUsersQuery }).catch(() => undefined);
  const { orderId } = loadView(userId);
  if (orderId === null) return;
  const order = preloadQuery(client, PRELOAD.order(orderId), calculatorOrderQuery, { id: orderId });
  // The legs this order asked for at its last opening go out beside it instead of after it (one round
  // trip fewer), read here: the module that works them out waits for the calculator's chunk.
  const guess = loadLegsGuess(userId, orderId);
  if (guess) void preloadQuery(client, PRELOAD.legs(guess), gridLegDistancesQuery, { input: guess });
  void Promise.all([import('./preload-legs'), order])
    .then(([legs, data]) => {
      if (data?.order) legs.preloadLegs(client, userId, getFragmentData(calcOrderFields, data.order));
    })
    .catch(() => undefined);
}
