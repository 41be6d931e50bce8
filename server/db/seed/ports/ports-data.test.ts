import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES } from '../../../../shared/ports/countries.js';
import { distanceKm } from '../../../../shared/ports/distance-km.js';
import { normalisePortName } from '../../../../shared/ports/normalise-port-name.js';
import { isInArea, PORT_AREAS } from '../../../../shared/ports/port-areas.js';
import { isPortRegion, UNKNOWN_REGION } from '../../../../shared/ports/port-regions.js';
import { unpackGroups } from '../../../modules/ports/curated-ports.js';
import { timeZoneAt } from '../../../modules/ports/port-facts.js';
import { PORT_GROUPS } from './index.js';

const ports = unpackGroups(PORT_GROUPS);
/** The broker gazetteer (regions, aliases: facts), committed so a plain clone runs this test too. */
const GAZETTEER = new URL('../../../../tests/fixtures/port-region-gazetteer.json', import.meta.url);

/** Gazetteer 'ports' that are not one port; each is searchable as an area instead (shared/ports/port-areas.ts). */
const GAZETTEER_EXCEPTIONS: Record<string, string> = {
  'Mississippi River': 'a river stretch (New Orleans to Baton Rouge), kept as an area',
  Marmara: 'the Sea of Marmara, kept as an area covering its ports',
};

/** Well-known ports and where they are (harbour or anchorage), asserted within 15 km. */
const SAMPLE: [string, number, number][] = [
  ['Qingdao', 36.07, 120.31],
  ['Rizhao', 35.38, 119.55],
  ['Tianjin', 38.98, 117.77],
  ['Caofeidian', 38.94, 118.5],
  ['Kaohsiung', 22.6, 120.28],
  ['Gwangyang', 34.9, 127.7],
  ['Kashima', 35.92, 140.69],
  ['Singapore', 1.26, 103.84],
  ['Port Hedland', -20.31, 118.58],
  ['Dampier', -20.66, 116.71],
  ['Newcastle (AU)', -32.92, 151.79],
  ['Hay Point', -21.27, 149.3],
  ['Gladstone', -23.83, 151.26],
  ['Kandla', 23.02, 70.22],
  ['Paradip', 20.26, 86.68],
  ['Richards Bay', -28.8, 32.06],
  ['Saldanha Bay', -33.03, 17.95],
  ['Kamsar', 10.64, -14.6],
  ['Rotterdam', 51.95, 4.1],
  ['Hamburg', 53.54, 9.97],
  ['Narvik', 68.43, 17.41],
  ['Constantza', 44.16, 28.66],
  ['Novorossiysk', 44.72, 37.79],
  ['Iskenderun', 36.59, 36.17],
  ['New Orleans', 29.94, -90.06],
  ['Baltimore', 39.24, -76.57],
  ['Sept-Îles', 50.19, -66.37],
  ['Tubarão', -20.29, -40.24],
  ['Paranaguá', -25.5, -48.51],
  ['Santos', -23.96, -46.31],
  ['Ponta da Madeira', -2.57, -44.37],
  ['San Lorenzo', -32.74, -60.72],
  ['Vancouver', 49.29, -123.1],
  ['Puerto Bolívar', 12.24, -71.96],
];

describe('the curated port table', () => {
  it('lists at least 600 ports with distinct UN/LOCODEs and keys', () => {
    expect(ports.length).toBeGreaterThanOrEqual(600);
    const codes = ports.flatMap((p) => (p.unlocode ? [p.unlocode] : []));
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(ports.map((p) => p.key)).size).toBe(ports.length);
    expect(new Set(ports.map((p) => normalisePortName(p.name))).size).toBe(ports.length);
  });

  it('has well-formed fields on every row', () => {
    for (const p of ports) {
      const where = `${p.name} (${p.key})`;
      expect(p.unlocode === null || /^[A-Z]{2}[A-Z2-9]{3}$/.test(p.unlocode), where).toBe(true);
      expect(COUNTRY_NAMES[p.countryCode], where).toBeDefined();
      expect(Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, where).toBe(true);
      expect(Math.round(p.lat * 1e4) / 1e4, where).toBe(p.lat);
      expect(Math.round(p.lng * 1e4) / 1e4, where).toBe(p.lng);
      expect(isPortRegion(p.region) || p.region === UNKNOWN_REGION, where).toBe(true);
      expect([1, 2, 3], where).toContain(p.importance);
      expect(p.name.trim(), where).toBe(p.name);
    }
  });

  it('gives every port a land time zone from its position', () => {
    for (const p of ports)
      expect(timeZoneAt(p.lat, p.lng), p.name).toMatch(
        /^(Africa|America|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//,
      );
    expect(timeZoneAt(36.0833, 120.3)).toBe('Asia/Shanghai');
    expect(timeZoneAt(-20.29, -40.24)).toBe('America/Sao_Paulo');
  });

  it.each(SAMPLE)('places %s within 15 km of (%f, %f)', (name, lat, lng) => {
    const port = ports.find((p) => p.name === name);
    expect(port).toBeDefined();
    expect(distanceKm(port!, { lat, lng })).toBeLessThan(15);
  });

  it('keeps an accent-free alias for accented names', () => {
    expect(ports.find((p) => p.name === 'Tubarão')?.aliases).toContain('Tubarao');
  });

  it("gives an area's lead as a curated port of that area", () => {
    const leads = PORT_AREAS.filter((a) => a.lead);
    expect(leads.map((a) => a.name)).toEqual(expect.arrayContaining(['CJK', 'US Gulf']));
    for (const area of leads) {
      const port = ports.find((p) => p.name === area.lead);
      expect(port, `${area.name}: ${area.lead}`).toBeDefined();
      expect(isInArea(port!, area.rule), `${area.name}: ${area.lead}`).toBe(true);
    }
  });

  it('tells same-named ports apart: each has a name of its own, a country and a qualified alias', () => {
    for (const [shared, qualified] of [
      ['NEWCASTLE', ['NEWCASTLE AUS', 'NEWCASTLE UK']],
      ['PORTLAND', ['PORTLAND OR', 'PORTLAND ME', 'PORTLAND VIC']],
    ] as const) {
      const named = ports.filter(
        (p) => p.aliases.includes(shared) || normalisePortName(p.name).startsWith(normalisePortName(shared)),
      );
      expect(new Set(named.map((p) => p.name)).size).toBe(named.length);
      for (const alias of qualified) expect(named.filter((p) => p.aliases.includes(alias))).toHaveLength(1);
    }
  });

  it('gives every area of shared/ports at least one curated port', () => {
    for (const area of PORT_AREAS)
      expect(
        ports.some((p) => isInArea(p, area.rule)),
        area.name,
      ).toBe(true);
  });

  it('holds every gazetteer port, in the gazetteer region, and every gazetteer area', () => {
    const gaz = JSON.parse(readFileSync(GAZETTEER, 'utf8')) as {
      regions: string[];
      entries: Record<string, { region: string; kind: string; aliases: string[] }>;
    };
    expect(gaz.regions.every(isPortRegion)).toBe(true);
    const missing: string[] = [];
    for (const [name, e] of Object.entries(gaz.entries)) {
      const names = [name, ...e.aliases].map(normalisePortName);
      if (e.kind !== 'port' || name in GAZETTEER_EXCEPTIONS) {
        const area = PORT_AREAS.find((a) =>
          [a.name, ...a.aliases].map(normalisePortName).includes(normalisePortName(name)),
        );
        expect(area, `area ${name}`).toBeDefined();
        for (const alias of e.aliases)
          expect(area!.aliases.map(normalisePortName), `${name}: ${alias}`).toContain(normalisePortName(alias));
        continue;
      }
      const port =
        ports.find((p) => normalisePortName(p.name) === normalisePortName(name)) ??
        ports.find(
          (p) => [p.name, ...p.aliases].map(normalisePortName).some((n) => names.includes(n)) && p.region === e.region,
        );
      if (!port) missing.push(name);
      else {
        expect(port.region, name).toBe(e.region);
        for (const alias of e.aliases)
          expect([port.name, ...port.aliases].map(normalisePortName), `${name}: ${alias}`).toContain(
            normalisePortName(alias),
          );
      }
    }
    expect(missing).toEqual([]);
  });
});
