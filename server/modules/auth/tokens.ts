import jwt from 'jsonwebtoken';

export interface TokenClaims {
  /** user id */
  sub: string;
  /** organization id at sign-in */
  org: number;
}

export type TokenCheck = { ok: true; userId: number; exp: number } | { ok: false; reason: 'expired' | 'invalid' };

export function signToken(
  secret: string,
  userId: number,
  organizationId: number,
  expiresIn: string,
): { token: string; expiresAt: Date } {
  const token = jwt.sign({ org: organizationId } satisfies Omit<TokenClaims, 'sub'>, secret, {
    algorithm: 'HS256',
    subject: String(userId),
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
    return { ok: true, userId, exp: claims.exp };
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
