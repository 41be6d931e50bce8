import type { ApolloCache } from '@apollo/client';
import type { ReaderFilterInput } from '../../../__generated__/graphql';
import { insertIntoConnections, keyArgsOf } from '../../../lib/connection/connection-cache';

/** One spelling of a filter whatever its keys' order (as the cache's key arguments are stored). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * An uploaded e-mail put into the cached e-mail list of the filters on screen, at its place (newest first,
 * then id), when the server said that list holds it (uploadEmail's listed); the cached lists of other
 * filters are dropped (whether they hold it is not known here) and asked for when shown again. No list is
 * fetched again.
 */
export function listUploadedEmail(
  cache: ApolloCache,
  filter: ReaderFilterInput,
  email: { id: string; databaseId: number; receivedAt: string } | undefined,
  listed: boolean,
) {
  const node = email && cache.identify({ __typename: 'ReaderEmail', id: email.id });
  if (!email || !node) return;
  const shown = canonical(filter);
  const sameFilter = (storeFieldName: string) =>
    canonical(keyArgsOf(storeFieldName, 'emailsConnection').filter) === shown;
  cache.modify({
    fields: {
      emailsConnection: (value, { storeFieldName, DELETE }) => (sameFilter(storeFieldName) ? value : DELETE),
    },
  });
  if (!listed) return;
  const at = new Date(email.receivedAt).getTime();
  insertIntoConnections(cache, {
    field: 'emailsConnection',
    edgeTypename: 'ReaderEmailEdge',
    node: { __ref: node },
    lists: (args) => canonical(args.filter) === shown,
    sortsBefore: (other, readField) => {
      const otherAt = new Date(String(readField('receivedAt', other))).getTime();
      if (at !== otherAt) return at > otherAt;
      return email.databaseId > Number(readField('databaseId', other));
    },
  });
}
