import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken, rest } from '../helpers/api.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * Port search for the spellings brokers write (issue #14 item 5), over REST (GET /api/v1/portsByChar) and
 * GraphQL (portsByChar): unaccented names, position-list abbreviations and areas, and same-named ports told
 * apart by country (and US state).
 */

interface Row {
  name: string;
  country: string;
  region: string;
}
const SEARCH = `query ($port: String!) { portsByChar(port: $port) { name country region } }`;

describe('port search for broker spellings', () => {
  let server: TestServer;
  let token: string;
  const search = async (port: string, extra = '') => {
    const r = await rest<Row[]>(server.url, 'GET', `/portsByChar?port=${encodeURIComponent(port)}${extra}`, { token });
    expect(r.status).toBe(200);
    return r.body;
  };
  const names = async (port: string) => (await search(port)).map((p) => p.name);

  beforeAll(async () => {
    server = await startTestServer();
    token = await loginToken(server.url, 'sales@demo.example');
  });
  afterAll(async () => server?.close());

  /** Issue #14 item 5: the spellings brokers write in position lists find the port first, on both APIs. */
  it.each([
    ['Tubarao', 'Tubarão', 'Brazil'],
    ['Paranagua', 'Paranaguá', 'Brazil'],
    ['Sao Luis', 'Itaqui', 'Brazil'],
    ['SPORE', 'Singapore', 'Singapore'],
    ['RBCT', 'Richards Bay', 'South Africa'],
    ['CJK', 'Qingdao', 'China'],
    ['USG', 'New Orleans', 'United States'],
    ['Portland ME', 'Portland (ME)', 'United States'],
    ['portland maine', 'Portland (ME)', 'United States'],
    ['Portland Oregon', 'Portland (OR)', 'United States'],
    ['Portland Victoria', 'Portland (AU)', 'Australia'],
    ['Newcastle UK', 'Newcastle (UK)', 'United Kingdom'],
    ['Newcastle Australia', 'Newcastle (AU)', 'Australia'],
  ])('the broker spelling %j finds %j (%s) first on both APIs', async (text, name, country) => {
    expect((await search(text))[0]).toMatchObject({ name, country });
    const g = await gql<{ portsByChar: { name: string; country: string }[] }>(
      server.url,
      SEARCH,
      { port: text },
      token,
    );
    expect(g.errors).toBeUndefined();
    expect(g.data?.portsByChar[0]).toMatchObject({ name, country });
  });

  it('lists same-named ports each with its country (and US state), the busiest first, on both APIs', async () => {
    const portland = [
      { name: 'Portland (OR)', country: 'United States', region: 'NOPAC / USWC' },
      { name: 'Portland (ME)', country: 'United States', region: 'USEC / Canada' },
      { name: 'Portland (AU)', country: 'Australia', region: 'Australia / NZ' },
    ];
    const newcastle = [
      { name: 'Newcastle (AU)', country: 'Australia', region: 'Australia / NZ' },
      { name: 'Newcastle (UK)', country: 'United Kingdom', region: 'Continent / Baltic' },
    ];
    for (const [text, expected] of [
      ['Portland', portland],
      ['newcastle', newcastle],
    ] as const) {
      const found = await search(text);
      expect(found.slice(0, expected.length)).toMatchObject(expected);
      const g = await gql<{ portsByChar: { name: string; country: string; region: string }[] }>(
        server.url,
        SEARCH,
        { port: text },
        token,
      );
      expect(g.data?.portsByChar.slice(0, expected.length)).toMatchObject(expected);
    }
  });

  it("lists an area's ports after its lead, all within the area", async () => {
    const cjk = await search('CJK', '&limit=500');
    expect(cjk[0]?.name).toBe('Qingdao');
    expect(cjk.length).toBeGreaterThan(20);
    expect(cjk.every((p) => ['China', 'Japan', 'South Korea'].includes(p.country))).toBe(true);
    const usg = await search('USG');
    expect(usg[0]?.name).toBe('New Orleans');
    expect(usg.every((p) => p.region === 'US Gulf / Caribs')).toBe(true);
    // A text that names a port directly is not reordered by an area it is not.
    expect((await names('Qingdao'))[0]).toBe('Qingdao');
  });
});
