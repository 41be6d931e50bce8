import { describe, expect, it } from 'vitest';
import { normalisePortName } from './normalise-port-name.js';
import { areasNamed, isInArea, PORT_AREAS } from './port-areas.js';
import { isPortRegion, PORT_REGIONS, REGION_FILTER_LIST } from './port-regions.js';

const port = (name: string, region: string | null, subRegion: string | null, countryCode: string | null) => ({
  name,
  region,
  subRegion,
  countryCode,
});

describe('broker areas', () => {
  it.each([
    ['USG', 'US Gulf'],
    ['u.s. gulf', 'US Gulf'],
    ['cjk', 'CJK'],
    ['C/J/K', 'CJK'],
    ['ECSA', 'ECSA'],
    ['skaw-passero', 'Skaw-Passero'],
    ['Up River', 'Up River'],
  ])('%j names the area %j', (text, area) => {
    expect(areasNamed(text).map((a) => a.name)).toEqual([area]);
  });

  it('matches only whole names and aliases', () => {
    expect(areasNamed('US')).toEqual([]);
    expect(areasNamed('')).toEqual([]);
    expect(areasNamed('qingdao')).toEqual([]);
  });

  it('never gives one alias to two areas, and keeps areas in known regions', () => {
    const seen = new Map<string, string>();
    for (const a of PORT_AREAS) {
      expect(isPortRegion(a.region), a.name).toBe(true);
      for (const alias of new Set([a.name, ...a.aliases].map(normalisePortName))) {
        expect(seen.get(alias), `${alias} in ${a.name}`).toBeUndefined();
        seen.set(alias, a.name);
      }
    }
  });

  it('applies scope, country narrowing and explicit ports', () => {
    const rule = (name: string) => PORT_AREAS.find((a) => a.name === name)!.rule;
    expect(isInArea(port('Qingdao', 'Far East', 'North China', 'CN'), rule('CJK'))).toBe(true);
    expect(isInArea(port('Kaohsiung', 'Far East', 'Taiwan', 'TW'), rule('CJK'))).toBe(false);
    expect(isInArea(port('Valencia', 'Med / Black Sea', 'West Med', 'ES'), rule('Spanish Med'))).toBe(true);
    expect(isInArea(port('Genoa', 'Med / Black Sea', 'West Med', 'IT'), rule('Spanish Med'))).toBe(false);
    expect(isInArea(port('Gijón', 'Continent / Baltic', 'Biscay / Iberia', 'ES'), rule('Spanish Med'))).toBe(false);
    expect(isInArea(port('Zhangjiagang', 'Far East', 'Central China', 'CN'), rule('Yangtze'))).toBe(true);
    expect(isInArea(port('Ningbo', 'Far East', 'Central China', 'CN'), rule('Yangtze'))).toBe(false);
    expect(isInArea(port('Houston', 'US Gulf / Caribs', 'US Gulf', 'US'), rule('US Gulf'))).toBe(true);
    expect(isInArea(port('Houston', 'US Gulf / Caribs', null, 'US'), rule('US Gulf'))).toBe(false);
  });

  it("lists 'Unknown' first, then the 13 regions", () => {
    expect(REGION_FILTER_LIST).toEqual(['Unknown', ...PORT_REGIONS]);
    expect(PORT_REGIONS).toHaveLength(13);
  });
});
