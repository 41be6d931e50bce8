import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../db/base.entity.js';
import { User } from '../users/user.entity.js';

/** Why a session ended before its token expired. */
export type SessionEndReason = 'logout' | 'password_changed' | 'roles_removed' | 'user_deleted';

/**
 * One signed-in session: the token carries its `tokenId` (the JWT `jti`), and every request checks that the
 * row exists and has not ended, so a logout, a password change or a role removal ends the token at once.
 * A deleted user's sessions go with the user (cascade). Not a GraphQL type.
 */
@Entity({ tableName: 'auth_session' })
export class AuthSession extends BaseEntity<'endedAt' | 'endReason'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** Random id of the session's token (the JWT `jti`): 32 hex characters. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenId!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  endedAt: Date | null = null;

  @Property({ type: 'string', length: 30, nullable: true })
  endReason: SessionEndReason | null = null;
}
