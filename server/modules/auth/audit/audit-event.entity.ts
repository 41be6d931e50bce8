import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../../db/base.entity.js';
import { Organization } from '../../organizations/organization.entity.js';
import { Node } from '../../../graphql/relay/node.js';

/** What an audit entry records. */
export enum AuditKind {
  SIGN_IN = 'SIGN_IN',
  SIGN_IN_FAILED = 'SIGN_IN_FAILED',
  SIGN_IN_LOCKED = 'SIGN_IN_LOCKED',
  LOGOUT = 'LOGOUT',
  PASSWORD_RESET_REQUESTED = 'PASSWORD_RESET_REQUESTED',
  PASSWORD_RESET = 'PASSWORD_RESET',
  USER_CREATED = 'USER_CREATED',
  USER_UPDATED = 'USER_UPDATED',
  USER_DELETED = 'USER_DELETED',
  ROLES_CHANGED = 'ROLES_CHANGED',
  API_TOKEN_CREATED = 'API_TOKEN_CREATED',
  API_TOKEN_REVOKED = 'API_TOKEN_REVOKED',
}

registerEnumType(AuditKind, {
  name: 'AuditKind',
  description: 'What an audit log entry records',
  valuesConfig: {
    SIGN_IN: { description: 'A successful sign-in.' },
    SIGN_IN_FAILED: { description: 'A sign-in refused for a wrong e-mail or password.' },
    SIGN_IN_LOCKED: { description: 'A sign-in refused because the account is locked out after repeated failures.' },
    LOGOUT: { description: 'A sign-out.' },
    PASSWORD_RESET_REQUESTED: { description: 'A password-reset e-mail was asked for (Forgot password).' },
    PASSWORD_RESET: { description: 'The password was changed with a reset token.' },
    USER_CREATED: { description: 'A user was created.' },
    USER_UPDATED: { description: "A user's details were changed." },
    USER_DELETED: { description: 'A user was deleted.' },
    ROLES_CHANGED: { description: "A user's roles were changed." },
    API_TOKEN_CREATED: { description: 'An API token was created.' },
    API_TOKEN_REVOKED: { description: 'An API token was revoked.' },
  },
});

/**
 * The audit log: sign-ins (success, failure, lock-out), logouts, password resets, user and role changes.
 * Ids and e-mails are copied, not referenced, so an entry outlives the user it names. Entries about an
 * e-mail no user has carry no organization; the organization's admins read their own organization's entries.
 */
@ObjectType({ implements: Node, description: 'One audit log entry' })
@Entity({ tableName: 'audit_event' })
@Index({ properties: ['organization', 'createdAt'] })
export class AuditEvent extends BaseEntity<
  'actorId' | 'actorEmail' | 'subjectId' | 'subjectEmail' | 'clientAddress' | 'detail'
> {
  @ManyToOne(() => Organization, { nullable: true, deleteRule: 'cascade' })
  organization: Rel<Organization> | null = null;

  @Field(() => AuditKind, { description: 'What the entry records.' })
  @Property({ type: 'string', length: 40 })
  kind!: AuditKind;

  @Field(() => Int, { nullable: true, description: 'The user who acted, when known' })
  @Property({ type: 'integer', nullable: true })
  actorId: number | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'E-mail of the user who acted (or the one typed at a failed sign-in); null when not known.',
  })
  @Property({ type: 'string', length: 254, nullable: true })
  actorEmail: string | null = null;

  @Field(() => Int, { nullable: true, description: 'The user the entry is about, when another than the actor' })
  @Property({ type: 'integer', nullable: true })
  subjectId: number | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'E-mail of the user the entry is about; null when it is the actor.',
  })
  @Property({ type: 'string', length: 254, nullable: true })
  subjectEmail: string | null = null;

  @Field(() => String, { nullable: true, description: 'The client address of the request' })
  @Property({ type: 'string', length: 100, nullable: true })
  clientAddress: string | null = null;

  @Field(() => String, { nullable: true, description: 'What changed, in words (roles added and removed, reason)' })
  @Property({ type: 'text', nullable: true })
  detail: string | null = null;
}
