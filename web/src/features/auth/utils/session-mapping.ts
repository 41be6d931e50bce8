import type { LoginMutation, ProfileQuery } from '../../../__generated__/graphql';
import type { Session } from './session-storage';

export function sessionFromLogin(login: LoginMutation['login']): Session {
  return {
    token: login.token,
    organizationId: login.organizationId,
    username: login.username,
    realMe: login.realMe,
    FirstName: login.FirstName,
    roles: login.roles.map((r) => ({ name: r.name })),
    expiresAt: login.expiresAt,
  };
}

/** A provider login yields only a token; the profile fills in the rest of the session. */
export function sessionFromProfile(token: string, profile: ProfileQuery['profile']): Session {
  return {
    token,
    organizationId: profile.organizationId,
    username: profile.email,
    realMe: profile.databaseId,
    FirstName: profile.firstName,
    roles: profile.roles.map((r) => ({ name: r.name })),
    expiresAt: null,
  };
}
