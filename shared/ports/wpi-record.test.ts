import { describe, expect, it } from 'vitest';
import { countryCodeFromName, countryName } from './countries.js';
import { isEuEeaCountry } from './eu-eea.js';
import { normaliseUnlocode, readWpiRecord, WPI_COLUMNS } from './wpi-record.js';

const record = (over: Partial<Record<keyof typeof WPI_COLUMNS, string>> = {}) => {
  const base = {
    number: '99001.0',
    region: 'Test Coast -- 1',
    name: 'Port Testa',
    alternate: 'Testa Bay; Port Testa',
    unlocode: 'BR TST',
    country: 'Brazil',
    lat: '-20.5',
    lng: '-40.25',
  };
  const merged = { ...base, ...over };
  return Object.fromEntries(Object.entries(WPI_COLUMNS).map(([k, col]) => [col, merged[k as keyof typeof base]]));
};

describe('World Port Index rows', () => {
  it.each([
    ['CN QDG', 'CNQDG'],
    ['cnqdg', 'CNQDG'],
    ['CN-QDG', 'CNQDG'],
    [' ', null],
    ['CL', null],
    ['CN QDG1', null],
  ])('UN/LOCODE %j -> %j', (raw, code) => {
    expect(normaliseUnlocode(raw)).toBe(code);
  });

  it('maps the official columns', () => {
    expect(readWpiRecord(record())).toEqual({
      ok: true,
      port: {
        wpiNumber: 99001,
        name: 'Port Testa',
        alternateNames: ['Testa Bay'],
        unlocode: 'BRTST',
        countryCode: 'BR',
        wpiRegion: 'Test Coast -- 1',
        lat: -20.5,
        lng: -40.25,
      },
    });
  });

  it('takes the country from the name column when there is no UN/LOCODE, and drops a foreign UN/LOCODE', () => {
    const noCode = readWpiRecord(record({ unlocode: ' ', country: 'Congo (Kinshasa)' }));
    expect(noCode.ok && noCode.port.countryCode).toBe('CD');
    const foreign = readWpiRecord(record({ unlocode: 'RU LED', country: 'United States' }));
    expect(foreign).toMatchObject({
      ok: true,
      port: { unlocode: null, countryCode: 'US' },
      warning: expect.stringContaining('RULED'),
    });
  });

  it.each([
    [{ number: 'x' }, 'World Port Index Number'],
    [{ name: ' ' }, 'no Main Port Name'],
    [{ lat: '91' }, 'invalid Latitude'],
    [{ lng: '' }, 'invalid Longitude'],
  ])('rejects %j', (over, reason) => {
    const r = readWpiRecord(record(over));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toContain(reason);
  });
});

describe('countries', () => {
  it('names codes and reads names in WPI spellings', () => {
    expect(countryName('br')).toBe('Brazil');
    expect(countryCodeFromName("Cote D'Ivoire")).toBe('CI');
    expect(countryCodeFromName('Côte d’Ivoire')).toBe('CI');
    expect(countryCodeFromName('The Bahamas')).toBe('BS');
    expect(countryCodeFromName('Atlantis')).toBeNull();
  });

  it('knows the EU 27 plus Iceland, Liechtenstein and Norway', () => {
    expect(['NL', 'RO', 'NO', 'IS', 'LI', 'MT'].every(isEuEeaCountry)).toBe(true);
    expect(['GB', 'TR', 'GI', 'FO', 'SJ', 'CH', null].some((c) => isEuEeaCountry(c))).toBe(false);
  });
});
