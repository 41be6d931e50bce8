import { describe, expect, it } from 'vitest';
import { candidateLabel, isNameOf, narrowCandidates, needsPortMatch, PORT_MSG, portsNamed } from './port-choice.js';

const AU = {
  id: 1,
  name: 'Newcastle (AU)',
  country: 'Australia',
  countryCode: 'AU',
  lat: -32.92,
  lng: 151.78,
  aliases: ['NEWCASTLE', 'Newcastle NSW'],
};
const UK = {
  id: 2,
  name: 'Newcastle (UK)',
  country: 'United Kingdom',
  countryCode: 'GB',
  lat: 55,
  lng: -1.43,
  aliases: ['NEWCASTLE', 'TYNE'],
};
const TUBARAO = { id: 3, name: 'Tubarão', country: 'Brazil', countryCode: 'BR', lat: -20.29, lng: -40.24, aliases: [] };

describe('port choice', () => {
  it('names a port by its name or an alias, case, accents and punctuation ignored; never by a prefix', () => {
    expect(isNameOf('Tubarao', TUBARAO)).toBe(true);
    expect(isNameOf('  TUBARÃO ', TUBARAO)).toBe(true);
    expect(isNameOf('Tubar', TUBARAO)).toBe(false);
    expect(isNameOf('newcastle nsw', AU)).toBe(true);
    expect(isNameOf('', AU)).toBe(false);
    expect(portsNamed('Newcastle', [AU, UK, TUBARAO]).map((p) => p.id)).toEqual([1, 2]);
  });

  it('tells same-named ports apart by country (name or code) or position; a hint that leaves none is ignored', () => {
    expect(narrowCandidates([AU, UK], {}).length).toBe(2);
    expect(narrowCandidates([AU, UK], { country: 'united kingdom' })).toEqual([UK]);
    expect(narrowCandidates([AU, UK], { country: 'AU' })).toEqual([AU]);
    expect(narrowCandidates([AU, UK], { lat: -32.9, lng: 151.8 })).toEqual([AU]);
    expect(narrowCandidates([AU, UK], { country: 'France' }).length).toBe(2);
    expect(narrowCandidates([TUBARAO], { country: 'China' })).toEqual([TUBARAO]);
  });

  it("needs a port for every non-empty text but Commence's TBN", () => {
    expect(needsPortMatch('Commence', '')).toBe(false);
    expect(needsPortMatch('COMMENCE', 'tbn')).toBe(false);
    expect(needsPortMatch('Passing', 'TBN')).toBe(true);
    expect(needsPortMatch('Loading', '  ')).toBe(false);
  });

  it('says what is wrong in the words the server and the forms share', () => {
    expect(PORT_MSG.unknown('Qingdaoo')).toBe(
      "Unknown port 'Qingdaoo': choose a port from the list or enter a custom point",
    );
    expect(PORT_MSG.ambiguous('Newcastle', [AU, UK].map(candidateLabel))).toBe(
      "'Newcastle' names several ports: Newcastle (AU) (Australia), Newcastle (UK) (United Kingdom); choose one from the list or give its country",
    );
  });
});
