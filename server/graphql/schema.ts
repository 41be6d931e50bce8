import 'reflect-metadata';
import { createPubSub } from '@graphql-yoga/subscription';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { CALCULATION_STREAM_FIELD, CalculatorResolver } from '../modules/calculator/calculator.resolver.js';
import { PortResolver } from '../modules/ports/port.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { FleetResolver } from '../modules/fleet/fleet.resolver.js';
import { OrganizationResolver } from '../modules/organizations/organization.resolver.js';
import { VesselResolver } from '../modules/vessels/vessel.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';
import { CargoExtraDetailResolver, OrderOperationsResolver } from '../modules/orders/order-operations.resolver.js';
import { SavedResultResolver } from '../modules/results/saved-result.resolver.js';
import { RoutingResolver } from '../modules/routing/routing.resolver.js';
import { EmailPositionsResolver } from '../modules/email/email-positions.resolver.js';
import { authChecker } from './auth-checker.js';

/** Typed topics for subscriptions; features add theirs here. */
export type PubSubTopics = Record<string, [unknown]>;

export const pubSub = createPubSub<PubSubTopics>();

export const RESOLVERS = [
  AuthResolver,
  RoutingResolver,
  UserResolver,
  CalculatorResolver,
  PortResolver,
  OrderResolver,
  OrderOperationsResolver,
  CargoExtraDetailResolver,
  SavedResultResolver,
  VesselResolver,
  FleetResolver,
  OrganizationResolver,
  EmailPositionsResolver,
] as const;

/** Subscription fields whose arguments are read once, when subscribing, never per event (see subscribe.ts). */
export const SUBSCRIBE_TIME_ARG_FIELDS: ReadonlySet<string> = new Set([CALCULATION_STREAM_FIELD]);

export async function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [...RESOLVERS],
    authChecker,
    authMode: 'error',
    pubSub,
    validate: { forbidUnknownValues: false },
  });
}

/** The SDL committed as schema.graphql: sorted so it is stable across builds. */
export async function printAppSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await buildAppSchema())) + '\n';
}
