import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../db/base.entity.js';

/**
 * One sign-in through the OpenID provider between its start and its callback: single use (deleted when the
 * callback reads it), expires after a few minutes. Keyed by a hash of `state`; `bindingHash` ties it to the
 * browser that started it (an HttpOnly cookie), so a callback URL taken elsewhere signs nobody in.
 */
@Entity({ tableName: 'oidc_login_state' })
export class OidcLoginState extends BaseEntity {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  @Property({ type: 'string', length: 64, unique: true })
  stateHash!: string;

  /** SHA-256 (hex) of the browser binding cookie. */
  @Property({ type: 'string', length: 64 })
  bindingHash!: string;

  /** The PKCE code verifier; its S256 challenge went to the provider. */
  @Property({ type: 'string', length: 128 })
  codeVerifier!: string;

  @Property({ type: 'string', length: 128 })
  nonce!: string;

  /** The redirect_uri the authorization request named; the token request repeats it. */
  @Property({ type: 'string', length: 500 })
  redirectUri!: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
