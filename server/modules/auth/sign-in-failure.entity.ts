import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One failed sign-in, counted against each of its keys (client address; address and e-mail; e-mail). Kept in
 * the database so that the limits survive a restart and hold across every server process sharing it; rows
 * older than the window are pruned as new failures arrive.
 */
@Entity({ tableName: 'sign_in_failure' })
@Index({ properties: ['key', 'failedAt'] })
export class SignInFailure {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** `addr:<address>`, `pair:<address>|<e-mail>` or `email:<e-mail>`. */
  @Property({ type: 'string', length: 400 })
  key!: string;

  @Property({ type: 'datetime' })
  failedAt!: Date;
}
