// The integrator guide's complete example (docs/integrator-guide.md): an API token, every order by cursor,
// one order again by its global id, a calculation, and the same calculation streamed over graphql-ws.
// Run: API_URL=https://estimator.example API_TOKEN=vat_... node docs/examples/integrator-example.mjs
// Needs the graphql-ws and ws packages. tests/integration/api-tokens-guide.test.ts runs it against a server.
import { readFile } from 'node:fs/promises';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const ORDERS_PAGE = `query Orders($after: String) {
  ordersConnection(scope: ALL, first: 100, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id databaseId name } }
  }
}`;
const ORDER_BY_ID = `query One($id: ID!) {
  node(id: $id) { id ... on OrderListRow { databaseId name } ... on Order { databaseId name } }
}`;
const CALCULATE = `mutation Calculate($input: CalculateInput!) {
  calculate(input: $input) { referenceFleetId results { fleetId vesselName tcEq } }
}`;
const STREAM = `subscription Stream($input: CalculateInput!) {
  calculationStream(input: $input) { kind index total vessel { fleetId tcEq } }
}`;

/**
 * One GraphQL request over HTTP with the token; throws with the server's code and message on an error.
 * @param {string} apiUrl @param {string} token @param {string} query @param {object} [variables]
 * @returns {Promise<any>}
 */
async function graphql(apiUrl, token, query, variables = {}) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) {
    const [first] = body.errors;
    throw new Error(`${first.extensions?.code ?? response.status}: ${first.message}`);
  }
  return body.data;
}

/**
 * Every order of the organization, 100 at a time, following endCursor until hasNextPage is false.
 * @param {string} apiUrl @param {string} token
 */
export async function allOrders(apiUrl, token) {
  /** @type {any[]} */
  const orders = [];
  let after = null;
  for (;;) {
    const { ordersConnection: page } = await graphql(apiUrl, token, ORDERS_PAGE, { after });
    orders.push(...page.edges.map((/** @type {any} */ edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return { orders, totalCount: page.totalCount };
    after = page.pageInfo.endCursor;
  }
}

/**
 * The calculation's events as they come: one VESSEL per fleet entry, then COMPLETE.
 * @param {string} apiUrl @param {string} token @param {object} input @returns {Promise<any[]>}
 */
export function streamCalculation(apiUrl, token, input) {
  const client = createClient({
    url: apiUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  /** @type {any[]} */
  const events = [];
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query: STREAM, variables: { input } },
      {
        next: (/** @type {any} */ result) =>
          result.errors ? reject(new Error(result.errors[0].message)) : events.push(result.data.calculationStream),
        error: (error) => reject(Array.isArray(error) ? new Error(error[0].message) : error),
        complete: () => resolve(events),
      },
    );
  }).finally(() => client.dispose());
}

/**
 * The whole walk; `inputFile` is a CalculateInput as JSON (docs/examples/calculate-input.json).
 * @param {{ apiUrl: string, token: string, inputFile: string | URL, log?: (line: string) => void }} options
 */
// eslint-disable-next-line no-console -- a command-line example prints its progress
export async function runExample({ apiUrl, token, inputFile, log = console.log }) {
  const { orders, totalCount } = await allOrders(apiUrl, token);
  log(`${orders.length} of ${totalCount} orders read by cursor`);
  const first = orders[0] ? (await graphql(apiUrl, token, ORDER_BY_ID, { id: orders[0].id })).node : null;
  if (first) log(`order ${first.databaseId} fetched again by its global id: ${first.name}`);
  const input = JSON.parse(await readFile(inputFile, 'utf8'));
  const { calculate } = await graphql(apiUrl, token, CALCULATE, { input });
  for (const r of calculate.results) log(`${r.vesselName}: TCE ${r.tcEq.toFixed(0)} USD/day`);
  const events = await streamCalculation(apiUrl, token, input);
  log(`streamed ${events.filter((e) => e.kind === 'VESSEL').length} vessels, then ${events.at(-1)?.kind}`);
  return { orders, totalCount, first, calculate, events };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiUrl = process.env.API_URL ?? 'http://localhost:4000';
  const token = process.env.API_TOKEN;
  if (!token) throw new Error('Set API_TOKEN to a token made on the API Tokens screen (vat_...)');
  await runExample({ apiUrl, token, inputFile: new URL('./calculate-input.json', import.meta.url) });
}
