import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../db/base.entity.js';
import { User } from '../users/user.entity.js';

export type RegistrationStatus = 'pending' | 'converted' | 'dismissed';

/**
 * A "Request Registration" submission from the login page. Which organization's admins see it follows from
 * `emailDomain` and the organizations' `domain`, read when listed (README of this module). Not a GraphQL type:
 * the client address stays on the server; admins read RegistrationRequestRow.
 */
@Entity({ tableName: 'registration_request' })
export class RegistrationRequest extends BaseEntity<
  'description' | 'status' | 'pendingEmail' | 'decidedAt' | 'decidedBy' | 'createdUser'
> {
  @Property({ type: 'string', length: 200 })
  name!: string;

  /** Lower case. */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Index()
  @Property({ type: 'string', length: 254 })
  emailDomain!: string;

  /** Contact phone number as typed. */
  @Property({ type: 'string', length: 50 })
  number!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 16 })
  status: RegistrationStatus = 'pending';

  /**
   * The e-mail while the request is pending, else null: its unique index keeps one pending request per
   * e-mail even when two arrive at once (decided ones may repeat).
   */
  @Property({ type: 'string', length: 254, nullable: true, unique: true })
  pendingEmail: string | null = null;

  /** Where the request came from, for the per-address limit. */
  @Index()
  @Property({ type: 'string', length: 64 })
  clientAddress!: string;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  decidedBy: Rel<User> | null = null;

  /** The user the request was turned into. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdUser: Rel<User> | null = null;
}
