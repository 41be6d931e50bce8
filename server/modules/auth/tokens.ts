import jwt from 'jsonwebtoken';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** organization id at sign-in */
  org: number;
  /** the session's token id (auth_session.token_id), checked on every request */
  jti: string;
}

export type TokenCheck =
  { ok: true; userId: number; exp: number; tokenId: string } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Signs a session token. Call it through `openSession` (sessions.ts), which stores the session row that
 * `tokenId` names: a token whose session row is missing or ended is refused on every request.
 */
export function signToken(
  secret: string,
  userId: number,
  organizationId: number,
  expiresIn: string,
  tokenId: string,
): { token: string; expiresAt: Date } {
  const token = jwt.sign({ org: organizationId } satisfies Omit<TokenClaims, 'sub' | 'jti'>, secret, {
    algorithm: 'HS256',
    subject: String(userId),
    jwtid: tokenId,
    expiresIn: expiresIn as jwt.SignOptions['expiresIn'],
  });
  const decoded = jwt.decode(token) as { exp: number };
  return { token, expiresAt: new Date(decoded.exp * 1000) };
}

export function checkToken(secret: string, token: string): TokenCheck {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as jwt.JwtPayload;
    const userId = Number(claims.sub);
    if (!Number.isInteger(userId) || userId <= 0 || typeof claims.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    // A token without a session id (issued before sessions were stored) cannot be revoked: refused.
    if (typeof claims.jti !== 'string' || !claims.jti) return { ok: false, reason: 'invalid' };
    return { ok: true, userId, exp: claims.exp, tokenId: claims.jti };
  } catch (err) {
    return { ok: false, reason: err instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}

/** Reads `Bearer <token>` from an Authorization header value. */
export function bearerToken(header: string | undefined | null): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}
