import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

type Leg = { distNormal: number; distEca: number; distance: number; overridden: boolean; notes: string | null };

const SAVE = `mutation ($input: SavePortDistanceInput!) { savePortDistance(input: $input) { distNormal distEca notes } }`;

// Issue #12: editing User Notes in Port Distance wrote the row's current distance over the saved one.
describe('saved distances: notes alone never change a distance, on both APIs', () => {
  let server: TestServer;
  let pricing: string;
  beforeAll(async () => {
    server = await startTestServer();
    pricing = await loginToken(server.url, 'pricing@demo.example');
  });
  afterAll(async () => server?.close());

  const leg = async (from: string, to: string) =>
    (
      await rest<Record<string, Leg>>(server.url, 'POST', '/getPortDistance', {
        token: pricing,
        body: { portList: [from, to] },
      })
    ).body[`${from}_${to}`]!;
  const restSave = (body: unknown) => rest(server.url, 'POST', '/savePortDistance', { token: pricing, body });
  const gqlSave = (input: unknown) =>
    gql<{ savePortDistance: { distNormal: number | null; distEca: number | null; notes: string | null } }>(
      server.url,
      SAVE,
      { input },
      pricing,
    );

  it('REST: notes alone keep the saved distance', async () => {
    const pair = { openingPort: 'Tubarao', endingPort: 'Qingdao' };
    expect((await restSave({ ...pair, distNormal: 11_111, distEca: 20 })).status).toBe(200);
    const notes = await restSave({ ...pair, notes: 'via Sunda' });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ distNormal: 11_111, distEca: 20, notes: 'via Sunda' });
    expect(await leg('Tubarao', 'Qingdao')).toMatchObject({
      distNormal: 11_111,
      distEca: 20,
      overridden: true,
      notes: 'via Sunda',
    });
  });

  it('GraphQL: the same rule', async () => {
    const pair = { openingPort: 'Richards Bay', endingPort: 'Qingdao' };
    expect((await gqlSave({ ...pair, distNormal: 9_999, distEca: 0 })).errors).toBeUndefined();
    const g = await gqlSave({ ...pair, notes: 'bunkers at Singapore' });
    expect(g.errors).toBeUndefined();
    expect(g.data?.savePortDistance).toEqual({ distNormal: 9_999, distEca: 0, notes: 'bunkers at Singapore' });
    expect(await leg('Richards Bay', 'Qingdao')).toMatchObject({ distance: 9_999, notes: 'bunkers at Singapore' });
  });

  it('notes for a pair without a saved distance keep the routed distance, on both APIs', async () => {
    const routed = await leg('Santos', 'Rotterdam');
    expect(routed.overridden).toBe(false);
    const r = await restSave({ openingPort: 'Santos', endingPort: 'Rotterdam', notes: 'draft limit' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ distNormal: null, distEca: null, notes: 'draft limit' });
    expect(await leg('Santos', 'Rotterdam')).toEqual({ ...routed, notes: 'draft limit' });
    const g = await gqlSave({ openingPort: 'Santos', endingPort: 'Rotterdam', notes: 'draft 12.2 m' });
    expect(g.data?.savePortDistance).toEqual({ distNormal: null, distEca: null, notes: 'draft 12.2 m' });
    expect(await leg('Santos', 'Rotterdam')).toEqual({ ...routed, notes: 'draft 12.2 m' });
  });

  it('a distance still needs its normal miles', async () => {
    const r = await restSave({ openingPort: 'Santos', endingPort: 'Qingdao', distEca: 10 });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'distNormal', error: 'distNormal is required' });
    const none = await restSave({ openingPort: 'Santos', endingPort: 'Qingdao' });
    expect(none.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'distNormal' });
    const g = await gqlSave({ openingPort: 'Santos', endingPort: 'Qingdao', distEca: 10 });
    expect(g.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'distNormal' });
  });
});
