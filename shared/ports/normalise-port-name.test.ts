import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePortName, searchAliasesText, stripAccents } from './normalise-port-name.js';

describe('normalisePortName', () => {
  it.each([
    ['Tubarão', 'tubarao'],
    ['TUBARAO', 'tubarao'],
    ['  Port   Hedland ', 'port hedland'],
    ["S'PORE", 'spore'],
    ['N.CHINA', 'nchina'],
    ['U.S. GULF', 'us gulf'],
    ['Sept-Îles', 'sept iles'],
    ['Newcastle (AU)', 'newcastle au'],
    ['C/J/K', 'c j k'],
    ['Świnoujście', 'swinoujscie'],
    ['Luleå', 'lulea'],
    ['Ålesund', 'alesund'],
    ['Gießen', 'giessen'],
    ['Tromsø', 'tromso'],
    ['İskenderun', 'iskenderun'],
    ['Ereğli', 'eregli'],
    ['---', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalisePortName(input)).toBe(expected);
  });

  it('keeps only lower-case letters, digits and single inner spaces, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const n = normalisePortName(s);
        expect(n).toBe(normalisePortName(n));
        expect(n).not.toMatch(/^\s|\s$|\s\s|[%_|'.]/);
        expect(n).toBe(n.toLowerCase());
      }),
    );
  });

  it('strips accents but keeps case and punctuation', () => {
    expect(stripAccents('São Francisco do Sul')).toBe('Sao Francisco do Sul');
    expect(stripAccents('Sept-Îles')).toBe('Sept-Iles');
  });

  it('joins normalised aliases between delimiters, without duplicates', () => {
    expect(searchAliasesText(['QDAO', 'Tsingtao', 'qdao', ' '])).toBe('|qdao|tsingtao|');
    expect(searchAliasesText([])).toBe('');
  });
});
