import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { typePolicies } from '../../app/cache-policies';
import { insertIntoConnections, keyArgsOf, removeFromConnections } from './connection-cache';

// A plain document (not a codegen one): the cache's policies are what is under test.
const LIST = parse(`
  query Users($organizationId: Int, $first: Int, $after: String) {
    usersConnection(organizationId: $organizationId, first: $first, after: $after) {
      edges { cursor node { id firstName } }
      pageInfo { hasNextPage endCursor startCursor hasPreviousPage }
      totalCount
    }
  }
`);

const user = (id: string, firstName: string) => ({ __typename: 'User', id, firstName });

function cacheWith(organizationId: number, names: string[], hasNextPage: boolean, totalCount: number) {
  const cache = new InMemoryCache({ typePolicies });
  const edges = names.map((n, i) => ({ __typename: 'UserEdge', cursor: `c${i}`, node: user(`u-${n}`, n) }));
  const pageInfo = { __typename: 'PageInfo', hasNextPage, hasPreviousPage: false, startCursor: 'c0', endCursor: 'cN' };
  cache.writeQuery({
    query: LIST,
    variables: { organizationId, first: 10 },
    data: { usersConnection: { __typename: 'UserConnection', edges, pageInfo, totalCount } },
  });
  return cache;
}

type Listed = { usersConnection: { edges: { node: { firstName: string } }[]; totalCount: number } };
const listed = (cache: InMemoryCache, organizationId: number) => {
  const data = cache.readQuery<Listed>({ query: LIST, variables: { organizationId, first: 10 } });
  return { names: data?.usersConnection.edges.map((e) => e.node.firstName), total: data?.usersConnection.totalCount };
};

function insert(cache: InMemoryCache, name: string, organizationId: number) {
  cache.writeFragment({
    id: `User:u-${name}`,
    fragment: parse('fragment N on User { id firstName }'),
    data: user(`u-${name}`, name),
  });
  insertIntoConnections(cache, {
    field: 'usersConnection',
    edgeTypename: 'UserEdge',
    node: { __ref: `User:u-${name}` },
    lists: (args) => args.organizationId === organizationId,
    sortsBefore: (other, readField) => name < String(readField('firstName', other)),
  });
}

describe('connection cache updates', () => {
  it('reads the key arguments from a stored field name', () => {
    expect(keyArgsOf('usersConnection:{"organizationId":3}', 'usersConnection')).toEqual({ organizationId: 3 });
    expect(keyArgsOf('organizationsConnection', 'organizationsConnection')).toEqual({});
  });

  it('inserts a created record at its place in the list of its key arguments only, and counts it', () => {
    const cache = cacheWith(1, ['Ann', 'Carl'], false, 2);
    cache.writeQuery({
      query: LIST,
      variables: { organizationId: 2, first: 10 },
      data: {
        usersConnection: {
          __typename: 'UserConnection',
          edges: [],
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: null,
            endCursor: null,
          },
          totalCount: 0,
        },
      },
    });
    insert(cache, 'Bea', 1);
    insert(cache, 'Zed', 1);
    expect(listed(cache, 1)).toEqual({ names: ['Ann', 'Bea', 'Carl', 'Zed'], total: 4 });
    expect(listed(cache, 2)).toEqual({ names: [], total: 0 });
  });

  it('past the last loaded row of a list with more pages, only counts it', () => {
    const cache = cacheWith(1, ['Ann', 'Carl'], true, 30);
    insert(cache, 'Zed', 1);
    expect(listed(cache, 1)).toEqual({ names: ['Ann', 'Carl'], total: 31 });
  });

  it('takes a deleted record out of the list, uncounted, and evicts it', () => {
    const cache = cacheWith(1, ['Ann', 'Bea', 'Carl'], false, 3);
    removeFromConnections(cache, ['usersConnection'], 'User:u-Bea');
    expect(listed(cache, 1)).toEqual({ names: ['Ann', 'Carl'], total: 2 });
    expect(cache.extract()['User:u-Bea']).toBeUndefined();
  });
});
