import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../server/graphql/relay/global-id.js';
import { loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * The HTTP status of GraphQL answers over real HTTP (GraphQL over HTTP, application/json): an answer that
 * carries data, partial data with errors included, is 200; an answer without data keeps the status of its
 * error (the project's choice, which the web's busy retry and integrators' 401 handling read).
 */

const NODES = 'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on Vessel { vesselName } } }';
const NODE = 'query ($id: ID!) { node(id: $id) { id } }';

/** POSTs a document and answers the status, the content type and the parsed body. */
async function post(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as any };
}

describe('HTTP status of GraphQL answers', () => {
  let server: TestServer;
  let admin: string;
  let other: string;
  let ours: number[];
  let theirs: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginToken(server.url, 'admin@demo.example');
    other = await loginToken(server.url, 'admin@other.example');
    const make = async (token: string, vesselName: string) => {
      const r = await rest<any>(server.url, 'PUT', '/createVessel', { token, body: { vesselName, vesselDwt: 58_000 } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.vessel.id as number;
    };
    ours = [await make(admin, 'Status Tern'), await make(admin, 'Status Gull')];
    theirs = await make(other, 'Status Petrel');
  });
  afterAll(async () => server?.close());

  it('nodes(ids) with one id not found: 200, the others in data, the NOT_FOUND naming that id', async () => {
    const missing = toGlobalId('Vessel', 99_999_999);
    const ids = [toGlobalId('Vessel', ours[0]!), missing, toGlobalId('Vessel', ours[1]!)];
    const r = await post(server.url, NODES, { ids }, admin);
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/json/);
    expect(r.body.data.nodes).toEqual([
      { __typename: 'Vessel', id: ids[0], vesselName: 'Status Tern' },
      null,
      { __typename: 'Vessel', id: ids[2], vesselName: 'Status Gull' },
    ]);
    expect(r.body.errors).toHaveLength(1);
    expect(r.body.errors[0]).toMatchObject({ path: ['nodes', 1], extensions: { code: 'NOT_FOUND' } });
    expect(r.body.errors[0].message).toContain(missing);
    // The status is not carried into the error's extensions.
    expect(r.body.errors[0].extensions.http).toBeUndefined();
  });

  it("another organization's id is answered the same way (200, NOT_FOUND, nothing of the row)", async () => {
    const foreign = toGlobalId('Vessel', theirs);
    const ids = [foreign, toGlobalId('Vessel', ours[0]!)];
    const r = await post(server.url, NODES, { ids }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.nodes).toEqual([null, { __typename: 'Vessel', id: ids[1], vesselName: 'Status Tern' }]);
    expect(r.body.errors.map((e: any) => [e.path, e.extensions.code])).toEqual([[['nodes', 0], 'NOT_FOUND']]);
    expect(r.body.errors[0].message).toContain(foreign);
    expect(JSON.stringify(r.body)).not.toContain('Status Petrel');
    // Every id refused is still an answer with data (a list of nulls): 200.
    const none = await post(server.url, NODES, { ids: [foreign, toGlobalId('Vessel', 99_999_998)] }, admin);
    expect(none.status).toBe(200);
    expect(none.body.data.nodes).toEqual([null, null]);
    expect(none.body.errors.map((e: any) => e.extensions.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
  });

  it('node(id) not found is data { node: null } with the error: 200', async () => {
    const id = toGlobalId('Vessel', 99_999_999);
    const r = await post(server.url, NODE, { id }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ node: null });
    expect(r.body.errors[0]).toMatchObject({ path: ['node'], extensions: { code: 'NOT_FOUND' } });
    expect(r.body.errors[0].message).toContain(id);
  });

  it('an answer without data keeps the status of its error', async () => {
    // vessel(id) is non-null: its NOT_FOUND nulls the whole data.
    const byId = await post(server.url, 'query ($id: Int!) { vessel(id: $id) { databaseId } }', { id: theirs }, admin);
    expect(byId.body.data).toBeNull();
    expect(byId.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(byId.status).toBe(404);
    // Without a token: a nullable root field is data { node: null } with the refusal (200); a non-null one
    // leaves no data, and the refusal's 401 is the answer's status.
    const anonymous = await post(server.url, NODE, { id: toGlobalId('Vessel', ours[0]!) });
    expect(anonymous.body).toMatchObject({
      data: { node: null },
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(anonymous.status).toBe(200);
    const anonymousById = await post(server.url, 'query ($id: Int!) { vessel(id: $id) { databaseId } }', {
      id: ours[0],
    });
    expect(anonymousById.body.data).toBeNull();
    expect(anonymousById.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(anonymousById.status).toBe(401);
    const malformed = await post(server.url, NODES, { ids: ['not-an-id'] }, admin);
    expect(malformed.body.data).toBeNull();
    expect(malformed.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids[0]' });
    expect(malformed.status).toBe(400);
    const unparsable = await post(server.url, '{ nodes(ids: [', {}, admin);
    expect(unparsable.status).toBe(400);
    expect(unparsable.body.data).toBeUndefined();
  });
});
