import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { orderInput, type Json } from './orders-support.js';
// The guide's example is plain JavaScript, as an integrator runs it.
import { runExample } from '../../docs/examples/integrator-example.mjs';

const CREATE = 'mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token } }';
const SAVE_ORDER = 'mutation ($input: OrderInput!) { saveOrder(input: $input) { id databaseId name } }';

/** docs/integrator-guide.md's example program, run against a real server with a READ token (issue #20 item 4). */
describe("the integrator guide's example", () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginToken(server.url, 'admin@demo.example');
  });
  afterAll(async () => server?.close());

  it("the integrator guide's example runs with a READ token: orders by cursor, node, calculate, stream", async () => {
    for (let i = 0; i < 3; i++) {
      const r = await gql(
        server.url,
        SAVE_ORDER,
        { input: orderInput({ name: `Guide order ${i}`, access: 'PUBLIC' }) },
        admin,
      );
      expect(r.errors).toBeUndefined();
    }
    const created = await gql<{ createApiToken: { token: string } }>(
      server.url,
      CREATE,
      { input: { name: 'Guide example', scope: 'READ' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const token = created.data!.createApiToken.token;
    const lines: string[] = [];
    const walk = (await runExample({
      apiUrl: server.url,
      token,
      inputFile: 'docs/examples/calculate-input.json',
      log: (line: string) => lines.push(line),
    })) as { orders: Json[]; totalCount: number; first: Json | null; calculate: Json; events: Json[] };
    expect(walk.orders.length).toBe(walk.totalCount);
    expect(new Set(walk.orders.map((o) => o.id)).size).toBe(walk.orders.length);
    expect(walk.orders.map((o) => o.name)).toEqual(expect.arrayContaining(['Guide order 0', 'Guide order 2']));
    expect(walk.first?.databaseId).toBe(walk.orders[0]!.databaseId);
    const example = JSON.parse(readFileSync('docs/examples/calculate-input.json', 'utf8')) as Json;
    expect(walk.calculate.results).toHaveLength(example.fleetList.length);
    expect(walk.events.filter((e) => e.kind === 'VESSEL')).toHaveLength(example.fleetList.length);
    expect(walk.events.at(-1)?.kind).toBe('COMPLETE');
    expect(lines[0]).toBe(`${walk.totalCount} of ${walk.totalCount} orders read by cursor`);
  });
});
