import { gql } from '../../tests/helpers/api.js';

const OPEN_PORTS = [
  'Qingdao',
  'Singapore',
  'Rotterdam',
  'Gibraltar',
  'Santos',
  'Tubarao',
  'Richards Bay',
  'Port Hedland',
];

/** The signed-in user's fleet size. */
export async function fleetSize(url: string, token: string): Promise<number> {
  const fleet = await gql<{ myFleet: { databaseId: number }[] }>(url, 'query { myFleet { databaseId } }', {}, token);
  return fleet.data!.myFleet.length;
}

/**
 * Adds catalogue vessels (open at a spread of ports and dates, hire 12,000 to 21,750) to the user's
 * fleet until it holds `size` entries; returns the size reached.
 */
export async function fillFleet(url: string, token: string, size: number): Promise<number> {
  const vessels = await gql<{ vessels: { content: { databaseId: number }[] } }>(
    url,
    'query { vessels(limit: 100) { content { databaseId } } }',
    {},
    token,
  );
  const ids = vessels.data!.vessels.content.map((v) => v.databaseId);
  const have = await fleetSize(url, token);
  const lines = Array.from({ length: Math.max(0, size - have) }, (_, i) => ({
    vesselId: ids[i % ids.length],
    port: OPEN_PORTS[i % OPEN_PORTS.length],
    dateOpening: new Date(Date.UTC(2026, 11, 1 + (i % 20))).toISOString(),
    hirePerDay: 12_000 + (i % 40) * 250,
  }));
  if (lines.length === 0) return have;
  const added = await gql(
    url,
    'mutation ($l: [FleetEntryInput!]!) { addToFleet(lines: $l) { databaseId } }',
    { l: lines },
    token,
  );
  if (added.errors) throw new Error(`addToFleet: ${added.errors[0]!.message}`);
  return have + lines.length;
}
