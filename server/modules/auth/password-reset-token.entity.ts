import type { Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../db/base.entity.js';
import { User } from '../users/user.entity.js';

/**
 * A single-use password reset link. Only a hash of the token is stored; the entity is deliberately not a
 * GraphQL type.
 */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken extends BaseEntity<'usedAt'> {
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** SHA-256 (hex) of the emailed token. */
  @Property({ type: 'string', length: 128, unique: true, hidden: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
