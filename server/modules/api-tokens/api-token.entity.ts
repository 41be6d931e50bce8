import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, GraphQLISODateTime, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { Node } from '../../graphql/relay/node.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';

/** What an API token may do: read (queries, subscriptions, calculations that save nothing) or everything its creator may. */
export enum ApiTokenScope {
  READ = 'READ',
  READ_WRITE = 'READ_WRITE',
}

registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'What an API token may do',
  valuesConfig: {
    READ: { description: 'Queries, subscriptions and calculations that store nothing; every write is refused' },
    READ_WRITE: { description: 'Everything the administrator who created the token may do' },
  },
});

/** One active token per name and organization; a revoked token frees its name (ADR 0023). */
export const API_TOKEN_ACTIVE_NAME_INDEX =
  'create unique index "api_token_active_name_unique" on "api_token" ("organization_id", lower("name")) ' +
  'where "revoked_at" is null';

/**
 * A token an organization's administrator made for a program (an integrator's script, a report). The secret
 * is shown once, at creation; only its SHA-256 is stored. The token string is `vat_<id>_<secret>`, so a
 * request finds its row by primary key. A request with it acts as its creator, within its scope; a token
 * whose creator is gone or no longer ADMIN is refused.
 */
@ObjectType({
  implements: Node,
  description: "An API token of the caller's organization (its secret is never shown again)",
})
@Entity({ tableName: 'api_token' })
@Index({ name: 'api_token_active_name_unique', expression: API_TOKEN_ACTIVE_NAME_INDEX })
export class ApiToken extends BaseEntity<'lastUsedAt' | 'revokedAt'> {
  @Index()
  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  /** The administrator who created it; the token acts as this user and stops working without them. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy!: Rel<User> | null;

  @Field(() => String, { description: 'The name its creator gave it (1 to 100 characters)' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => ApiTokenScope, { description: 'What the token may do' })
  @Property({ type: 'string', length: 20 })
  scope!: ApiTokenScope;

  /** SHA-256 of the secret part, hex. */
  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When a request last used it (written at most once a minute); null if never',
  })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it was revoked; null while it works' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  /** Read with `createdBy` populated (the service always does). */
  @Field(() => String, {
    nullable: true,
    description: 'The full name of the administrator who created it; null once that user is deleted',
  })
  get createdByName(): string | null {
    return this.createdBy?.fullName ?? null;
  }
}
