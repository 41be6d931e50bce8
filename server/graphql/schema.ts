import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { ApiTokenResolver } from '../modules/api-tokens/api-token.resolver.js';
import { refuseWritesOfReadTokens } from '../modules/api-tokens/token-scope.js';
import { AccountResolver } from '../modules/auth/account.resolver.js';
import { AuditResolver } from '../modules/auth/audit/audit.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { OidcResolver } from '../modules/auth/oidc/oidc.resolver.js';
import { RegistrationResolver } from '../modules/registrations/registration.resolver.js';
import { CALCULATION_STREAM_FIELD, CalculatorResolver } from '../modules/calculator/calculator.resolver.js';
import { RouteAlternativesResolver } from '../modules/calculator/route-alternatives/route-alternatives.resolver.js';
import { CALCULATION_RUN_FIELD, CalculationRunResolver } from '../modules/calculation-runs/calculation-run.resolver.js';
import { PortResolver } from '../modules/ports/port.resolver.js';
import { RowResultResolver, VesselCompactResolver } from '../modules/calculator/row-result.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { UserConnectionResolver } from '../modules/users/user-connection.resolver.js';
import { FleetResolver } from '../modules/fleet/fleet.resolver.js';
import { FleetConnectionResolver } from '../modules/fleet/fleet-connection.resolver.js';
import { OrganizationResolver } from '../modules/organizations/organization.resolver.js';
import { OrganizationConnectionResolver } from '../modules/organizations/organization-connection.resolver.js';
import { VesselResolver } from '../modules/vessels/vessel.resolver.js';
import { VesselConnectionResolver } from '../modules/vessels/vessel-connection.resolver.js';
import { OrderResolver } from '../modules/orders/order.resolver.js';
import { OrderConnectionResolver } from '../modules/orders/order-connection.resolver.js';
import { CargoExtraDetailResolver, OrderOperationsResolver } from '../modules/orders/order-operations.resolver.js';
import { SavedResultResolver } from '../modules/results/saved-result.resolver.js';
import { SavedResultConnectionResolver } from '../modules/results/saved-result-connection.resolver.js';
import { RoutingResolver } from '../modules/routing/routing.resolver.js';
import { EmailPositionsResolver } from '../modules/email/email-positions.resolver.js';
import { EmailReaderResolver } from '../modules/email/email-reader.resolver.js';
import { EmailConnectionResolver } from '../modules/email/email-connection.resolver.js';
import { VersionsResolver } from '../modules/versions/versions.resolver.js';
import { authChecker } from './auth-checker.js';
import { NodeResolver } from './relay/node.resolver.js';
import { plainNodeIds } from './relay/node-ids.js';

/**
 * type-graphql refuses to build a schema that has subscriptions without a pubSub, even when every
 * subscription streams from its own `subscribe` function (calculationStream does) and nothing publishes.
 * This one says so if a topic-based subscription is ever added, instead of silently never firing.
 */
const noTopics: PubSub = {
  publish: (topic) => {
    throw new Error(`No pub/sub here: nothing may publish to '${topic}'; subscriptions use subscribe functions`);
  },
  subscribe: (topic) => {
    throw new Error(`No pub/sub here: '${topic}' has no publisher; give the subscription a subscribe function`);
  },
};

export const RESOLVERS = [
  AuthResolver,
  AccountResolver,
  AuditResolver,
  RoutingResolver,
  UserResolver,
  UserConnectionResolver,
  CalculatorResolver,
  RouteAlternativesResolver,
  RowResultResolver,
  VesselCompactResolver,
  CalculationRunResolver,
  PortResolver,
  OrderResolver,
  OrderConnectionResolver,
  OrderOperationsResolver,
  CargoExtraDetailResolver,
  SavedResultResolver,
  SavedResultConnectionResolver,
  VersionsResolver,
  VesselResolver,
  VesselConnectionResolver,
  FleetResolver,
  FleetConnectionResolver,
  OrganizationResolver,
  OrganizationConnectionResolver,
  EmailPositionsResolver,
  EmailReaderResolver,
  EmailConnectionResolver,
  RegistrationResolver,
  OidcResolver,
  NodeResolver,
  ApiTokenResolver,
] as const;

/** Subscription fields whose arguments are read once, when subscribing, never per event (see subscribe.ts). */
export const SUBSCRIBE_TIME_ARG_FIELDS: ReadonlySet<string> = new Set([
  CALCULATION_STREAM_FIELD,
  CALCULATION_RUN_FIELD,
]);

export async function buildAppSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: [...RESOLVERS],
    authChecker,
    authMode: 'error',
    pubSub: noTopics,
    // Inputs are read by the shared boundary rules in the services (and zod), not by class-validator.
    validate: false,
  });
  // type-graphql has no decorator for the root types' own descriptions.
  const roots = {
    Query: 'Reads: every list and record of your organization, the calculation helpers, node(id) / nodes(ids)',
    Mutation: 'Changes, each checked against your role and organization; calculate prices without saving',
    Subscription: 'Streams over graphql-ws on /graphql: a calculation vessel by vessel',
  };
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type) type.description = roots[type.name as keyof typeof roots];
  }
  // The global id of each Node type's rows without type-graphql's wrapper per row (node-ids.ts).
  plainNodeIds(schema);
  // READ API tokens are refused on every mutation but the calculations (ADR 0023).
  return refuseWritesOfReadTokens(schema);
}

/** The SDL committed as schema.graphql: sorted so it is stable across builds. */
export async function printAppSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await buildAppSchema())) + '\n';
}
